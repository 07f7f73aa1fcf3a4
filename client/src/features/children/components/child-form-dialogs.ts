// The child account dialogs with forms, loaded together by lazy-dialogs.tsx.
export { AddChildDialog } from './add-child-dialog.tsx';
export { EditChildDialog } from './edit-child-dialog.tsx';
export { ResetPinDialog } from './reset-pin-dialog.tsx';
