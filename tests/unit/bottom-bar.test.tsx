// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { BottomBar } from '@/app/layouts/bottom-bar'
import { receivedRequestCountQueryOptions } from '@/data/associates/associate-requests-query'
import { AuthContext, type AuthContextValue } from '@/data/auth/auth-context'
import { SocialPopup } from '@/app/layouts/social-popup'
import { useShellStore } from '@/features/shell/shell-store'
import { useClosePopupsOnNavigation } from '@/features/shell/use-close-popups-on-navigation'

function Harness() {
  useClosePopupsOnNavigation()
  const location = useLocation()
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <BottomBar />
      <SocialPopup />
    </>
  )
}

/** The bar reads the signed-in member's counts; `counts` seeds them as the server would answer. */
function renderAt(path: string, counts: { associateRequests?: number } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: [path] })
  const queryClient = new QueryClient()
  const signedIn = counts.associateRequests !== undefined
  if (signedIn) queryClient.setQueryData(receivedRequestCountQueryOptions('me').queryKey, counts.associateRequests)
  const auth = { user: signedIn ? { id: 'me' } : null } as unknown as AuthContextValue
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  )
  return router
}

afterEach(() => {
  cleanup()
  useShellStore.getState().closeAll()
})

describe('mobile bottom bar (SPEC §2 and §9)', () => {
  it('has five buttons in a 64 px, five-column row', () => {
    renderAt('/home')
    const bar = screen.getByRole('navigation', { name: 'Bottom' })
    expect(bar).toHaveClass('grid-cols-5', 'h-16', 'lg:hidden')
    const names = [...bar.querySelectorAll('a, button')].map((el) => el.textContent)
    expect(names).toEqual(['Home', 'Opportunities', 'Create', 'Search', 'Social'])
  })

  it('marks Home, Opportunities and Search active on an exact path only', () => {
    renderAt('/opportunities')
    expect(screen.getByRole('link', { name: 'Opportunities' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    cleanup()
    renderAt('/opportunities/123')
    expect(screen.getByRole('link', { name: 'Opportunities' })).not.toHaveAttribute('aria-current')
  })

  it('Create goes to /home with create=post and a timestamp', async () => {
    renderAt('/search')
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(screen.getByTestId('location').textContent).toMatch(/^\/home\?create=post&t=\d{13}$/)
  })

  it('Social toggles a pop-up with Messages, Communities and Associates', async () => {
    renderAt('/home')
    const social = screen.getByRole('button', { name: 'Social' })
    await userEvent.click(social)
    expect(social).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('menu', { name: 'Social' })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/messages', '/community', '/associates'])
    await userEvent.click(social)
    expect(screen.queryByRole('menu', { name: 'Social' })).not.toBeInTheDocument()
  })

  it('any route or query change closes the pop-ups', async () => {
    const router = renderAt('/home')
    await userEvent.click(screen.getByRole('button', { name: 'Social' }))
    await act(() => router.navigate('/home?tab=latest'))
    expect(screen.queryByRole('menu', { name: 'Social' })).not.toBeInTheDocument()
    act(() => useShellStore.getState().setCreateOpen(true))
    await act(() => router.navigate('/search'))
    expect(useShellStore.getState().createOpen).toBe(false)
  })

  it('Escape closes the Social pop-up', async () => {
    renderAt('/home')
    await userEvent.click(screen.getByRole('button', { name: 'Social' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu', { name: 'Social' })).not.toBeInTheDocument()
  })

  it('shows waiting associate requests on the Social button and beside Associates in its pop-up', async () => {
    renderAt('/home', { associateRequests: 3 })
    const social = screen.getByRole('button', { name: 'Social, 3 new' })
    expect(within(social).getByText('3')).toBeInTheDocument()
    await userEvent.click(social)
    const menu = screen.getByRole('menu', { name: 'Social' })
    expect(within(menu).getByRole('menuitem', { name: 'Associates, 3 associate requests' })).toHaveAttribute(
      'href',
      '/associates',
    )
    expect(within(menu).getByRole('menuitem', { name: 'Messages' })).toBeInTheDocument()
  })

  it('shows no badge when nothing waits', () => {
    renderAt('/home', { associateRequests: 0 })
    expect(screen.getByRole('button', { name: 'Social' }).textContent).toBe('Social')
  })
})
