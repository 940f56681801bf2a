/**
 * The top bar's icons, drawn as inline SVG in the text's colour. Emoji would look different on
 * every system, and the first one on a page makes the browser load its colour emoji font (several
 * megabytes) inside the first layout, which on a throttled phone held the first paint's task for
 * about a sixth of its length.
 */
function Icon({ path }: { path: string }) {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export const MenuIcon = () => <Icon path="M4 6h16M4 12h16M4 18h16" />;

export const CartIcon = () => (
  <Icon path="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9.5 19.5h.01M17 19.5h.01" />
);

export const PinIcon = () => (
  <Icon path="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
);

export const BackIcon = () => <Icon path="M19 12H5M11 6l-6 6 6 6" />;

export const CloseIcon = () => <Icon path="M6 6l12 12M18 6L6 18" />;
