// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Language } from '@common/domain/languages.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { Button } from './button.tsx';
import { DialogContent, DialogRoot, DialogTrigger } from './dialog.tsx';

function renderDialog(language: Language = 'en') {
  return renderWithProviders(
    <DialogRoot>
      <DialogTrigger asChild>
        <Button>Add child</Button>
      </DialogTrigger>
      <DialogContent title="Add a child" description="Their name and age.">
        <label>
          Name <input />
        </label>
      </DialogContent>
    </DialogRoot>,
    { language },
  );
}

describe('Dialog', () => {
  it('opens named by its title, with focus inside, and Escape closes it back to the button', async () => {
    const { user } = await renderDialog();
    const opener = screen.getByRole('button', { name: 'Add child' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
    expect(dialog).toHaveAccessibleDescription('Their name and age.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with its Close button, named in the interface language', async () => {
    const { user } = await renderDialog('ar');
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    await user.click(await screen.findByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
