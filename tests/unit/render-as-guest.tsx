import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { AuthContext, type AuthContextValue } from '@/data/auth/auth-context'

/** Renders a screen part as a signed-out visitor sees it: no session, an empty query cache, a router. */
export function renderAsGuest(ui: ReactNode) {
  const guest = { user: null, session: null, loading: false } as unknown as AuthContextValue
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={guest}>
        <MemoryRouter>{ui}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  )
}
