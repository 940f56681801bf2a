export const theme = {
  colors: {
    primary: '#2136D4',
    background: '#F0F5FE',
    surface: '#FFFFFF',
    text: '#1A1D29',
    muted: '#5B6275',
    border: '#D9E2F5',
    danger: '#C62828',
    success: '#1B873F',
  },
  fonts: {
    body: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  radii: { small: '6px', medium: '12px', large: '20px' },
  /** SPEC section 9: wide-screen threshold and the narrow location-panel layout. */
  breakpoints: { wide: 768, narrowPanelRem: 30 },
  zIndex: { modal: 15, toast: 99 },
} as const;

export type AppTheme = typeof theme;
