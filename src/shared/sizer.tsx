import { memo } from 'react';

/**
 * The widget's natural width where the host page sizes it to its content (a flex or grid item, a centred
 * column, a <dialog>, a float): the layout's container is size-contained, so it has no width of its own,
 * and the element would be 0 px wide there. This empty, zero-height replaced element asks for 640 px (never
 * more than the screen less 16 px each side), and with its percentage max-width it can be squeezed to
 * nothing: a narrow column still gets a widget as wide as itself, never one that overflows it.
 */
export const Sizer = memo(function Sizer() {
  return <svg className="sizer" width="640" height="0" aria-hidden="true" focusable="false" />;
});
