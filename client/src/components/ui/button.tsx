import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn.ts';

const variants = {
  primary: 'bg-primary text-primary-fg hover:opacity-90',
  secondary: 'bg-secondary text-secondary-fg hover:opacity-90',
  outline: 'border border-border bg-card text-card-fg hover:bg-muted',
  ghost: 'text-fg hover:bg-muted',
  danger: 'bg-danger text-danger-fg hover:opacity-90',
  /** A destructive action that should not shout: red text, red when pointed at (a row's Delete). */
  'ghost-danger': 'text-danger hover:bg-danger hover:text-danger-fg',
} as const;

// Heights are least heights: words that wrap (a phone, the largest text) make the button taller, not spill out of it.
const sizes = {
  sm: 'min-h-8 px-3 py-1 text-sm',
  md: 'min-h-10 px-4 py-2',
  lg: 'min-h-12 px-6 py-2 text-lg',
  icon: 'h-10 w-10',
  /** One letter or numeral to choose, as large as a child finds it on a page (the letter test's options). */
  glyph: 'h-24 px-6 text-5xl',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link, say) with the button's looks. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild, className, type, ...props },
  ref,
) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-[calc(var(--radius)*0.75)] font-medium transition-colors',
        'disabled:pointer-events-none disabled:opacity-50',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
});
