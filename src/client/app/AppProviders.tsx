import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import type { RootState } from './rootReducer';
import type { AppStore } from './store';
import { theme } from './theme';

export interface AppProvidersProps {
  store: AppStore;
  /** While hydrating a server-rendered page, the state the server rendered it with. */
  serverState?: RootState;
  children: ReactNode;
}

export function AppProviders({ store, serverState, children }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
