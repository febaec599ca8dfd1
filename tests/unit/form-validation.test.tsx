// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_MEMBER_FILTERS } from '@/data/discovery/discovery-types'
import { universitiesQueryOptions } from '@/data/university/verification-queries'
import { PromptForm } from '@/features/ai/shared/prompt-form'
import { MemberFiltersForm } from '@/features/discovery/components/member-filters'
import { PitchForm } from '@/features/funding/components/pitch-form'

afterEach(cleanup)

function withQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(universitiesQueryOptions().queryKey, [])
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

/** The control's error message, read through its aria-describedby. */
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ')

describe('pitch form', () => {
  it('shows errors on submit, focuses the first invalid field, then updates them as the founder types', async () => {
    const user = userEvent.setup()
    const onDone = vi.fn()
    withQueries(<PitchForm me="me" pitch={null} onDone={onDone} onCancel={() => {}} />)
    const name = screen.getByLabelText('Startup name')
    expect(name).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(errorOf(name)).toBe('Give your startup a name')
    expect(errorOf(screen.getByLabelText('One-liner'))).toBe('Say what you do in one line')
    expect(errorOf(screen.getByLabelText('Problem'))).toBe('Describe the problem before publishing')
    expect(errorOf(screen.getByLabelText('Solution'))).toBe('Describe your solution before publishing')
    expect(name).toHaveFocus()
    await user.type(name, 'Kelp')
    expect(name).not.toHaveAttribute('aria-invalid')
    await user.clear(screen.getByLabelText('Currency'))
    await user.type(screen.getByLabelText('Currency'), 'us')
    await user.type(screen.getByLabelText('Ask amount'), 'lots')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(errorOf(screen.getByLabelText('Ask amount'))).toBe('Enter an amount, such as 250000')
    expect(errorOf(screen.getByLabelText('Currency'))).toBe('A three-letter currency code, such as USD')
    // A draft does not ask for the problem and the solution.
    expect(screen.getByLabelText('Problem')).not.toHaveAttribute('aria-invalid')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('accepts only a PDF deck', async () => {
    const user = userEvent.setup({ applyAccept: false })
    withQueries(<PitchForm me="me" pitch={null} onDone={() => {}} onCancel={() => {}} />)
    const deck = screen.getByLabelText('Deck (PDF, up to 20 MB)')
    await user.upload(deck, new File(['x'], 'deck.png', { type: 'image/png' }))
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(errorOf(deck)).toBe('The deck must be a PDF')
  })

  it('asks for two letters before searching team members', () => {
    withQueries(<PitchForm me="me" pitch={null} onDone={() => {}} onCancel={() => {}} />)
    expect(screen.getByRole('group', { name: 'Team members on the platform' })).toBeInTheDocument()
    expect(screen.getByText('Type at least 2 letters of a name.')).toBeInTheDocument()
  })
})

describe('AI tool prompt', () => {
  it('says what is missing on submit, ties it to the field, and clears it as the member types', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(
      <PromptForm
        label="Dream role"
        placeholder="Dream role"
        min={2}
        tooShort="Name a role, at least 2 characters."
        max={120}
        submitLabel="Show my path"
        pending={false}
        onSubmit={onSubmit}
      />,
    )
    const field = screen.getByLabelText('Dream role')
    await user.type(field, 'x')
    expect(field).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Show my path' }))
    expect(errorOf(field)).toBe('Name a role, at least 2 characters.')
    expect(field).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
    await user.type(field, 'y')
    expect(field).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Show my path' }))
    expect(onSubmit).toHaveBeenCalledWith('xy')
  })

  it('disables submit while the answer streams', () => {
    render(
      <PromptForm
        label="Your idea"
        multiline
        placeholder="Idea"
        min={10}
        tooShort="Too short"
        max={2000}
        submitLabel="Build the canvas"
        pending
        onSubmit={() => {}}
      />,
    )
    expect(screen.getByRole('button', { name: 'Build the canvas' })).toBeDisabled()
  })
})

describe('discovery search form', () => {
  it('checks lists and lengths, and refuses to save an empty search', async () => {
    const user = userEvent.setup()
    const onSearch = vi.fn()
    const onSave = vi.fn()
    withQueries(<MemberFiltersForm value={EMPTY_MEMBER_FILTERS} onSearch={onSearch} onSave={onSave} />)
    await user.click(screen.getByRole('button', { name: 'Save this search' }))
    const q = screen.getByLabelText('Search members')
    expect(errorOf(q)).toBe('Add words or a filter before saving the search.')
    expect(q).toHaveFocus()
    expect(onSave).not.toHaveBeenCalled()
    const skills = screen.getByLabelText('Skills')
    await user.type(skills, Array.from({ length: 11 }, (_, i) => `s${i}`).join(','))
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(errorOf(skills)).toBe('List at most 10 skills, separated by commas.')
    expect(onSearch).not.toHaveBeenCalled()
    await user.clear(skills)
    await user.type(skills, 'Python, SQL')
    expect(skills).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ skills: ['Python', 'SQL'] }))
    await user.click(screen.getByRole('button', { name: 'Save this search' }))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ skills: ['Python', 'SQL'] }))
  })
})
