/**
 * The bird (client/public/wren.svg) drawn inline: a picture in a file is one more request, with its headers, on
 * every screen that shows it, and the phone's first screen waits for none. Decorative: the name stands beside it.
 */
export function WrenLogo({ className, size }: { className?: string; size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <ellipse cx="30" cy="38" rx="20" ry="16" fill="#8b5a2b" />
      <circle cx="44" cy="24" r="12" fill="#a0522d" />
      <circle cx="48" cy="21" r="2.5" fill="#111" />
      <path d="M55 24l8 2-8 3z" fill="#e0a100" />
      <path d="M12 36c-6-8-8-14-10-20 8 4 12 8 16 14z" fill="#6b4423" />
      <ellipse cx="32" cy="44" rx="12" ry="7" fill="#d2a679" />
    </svg>
  );
}
