import { forwardRef, useId, type ReactNode } from 'react';

/**
 * A titled region of the page, a landmark named by its own heading. The heading takes focus by script only
 * (tabIndex -1), so a link to the section can move keyboard and screen-reader users to it.
 */
export const ProgressSection = forwardRef<HTMLHeadingElement, { id?: string; title: string; description?: string; children: ReactNode }>(
  function ProgressSection({ id, title, description, children }, headingRef) {
    const headingId = useId();
    return (
      <section id={id} aria-labelledby={headingId} className="scroll-mt-4 space-y-3">
        <div>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="rounded text-xl font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {title}
          </h2>
          {description && <p className="text-sm text-muted-fg">{description}</p>}
        </div>
        {children}
      </section>
    );
  },
);
