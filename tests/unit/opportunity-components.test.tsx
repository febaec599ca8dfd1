// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OpportunityFilters } from '@/data/opportunities/opportunity-types'
import { ApplyForm } from '@/features/applications/components/apply-form'
import { OpportunityFiltersPanel } from '@/features/opportunities/components/opportunity-filters'
import { EMPTY_FILTERS } from '@/features/opportunities/filters.utils'

afterEach(cleanup)

describe('OpportunityFiltersPanel', () => {
  function Harness({ onChange }: { onChange: (f: OpportunityFilters) => void }) {
    const [value, setValue] = useState(EMPTY_FILTERS)
    return (
      <OpportunityFiltersPanel
        value={value}
        onChange={(f) => {
          setValue(f)
          onChange(f)
        }}
      />
    )
  }

  it('searches by relevance, toggles types and work modes, and clears them', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await user.type(screen.getByLabelText('Search opportunities'), 'robotics{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'robotics', sort: 'relevance' }))
    await user.click(screen.getByRole('button', { name: /Filters/ }))
    await user.click(screen.getByRole('button', { name: 'Internship' }))
    await user.click(screen.getByRole('button', { name: 'Remote' }))
    await user.click(screen.getByRole('checkbox', { name: 'Paid only' }))
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ types: ['internship'], workModes: ['remote'], paidOnly: true }),
    )
    expect(screen.getByRole('button', { name: 'Internship' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: /Filters \(3\)/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, query: 'robotics', sort: 'relevance' })
  })
})

describe('ApplyForm', () => {
  it('is prefilled, insists on required answers and a chosen PDF, then shows a review', async () => {
    const user = userEvent.setup()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(['opportunities', 'resumes', 'me'], [])
    render(
      <QueryClientProvider client={client}>
        <ApplyForm
          userId="me"
          opportunityId="o1"
          questions={[
            { id: 'why', kind: 'long', label: 'Why this role?', required: true },
            { id: 'start', kind: 'choice', label: 'Start', required: false, options: ['Now', 'Later'] },
          ]}
          prefill={{ fullName: 'Maya Okafor', email: 'maya@example.org', phone: '' }}
          onDone={() => {}}
        />
      </QueryClientProvider>,
    )
    expect(screen.getByLabelText('Full name')).toHaveValue('Maya Okafor')
    await user.click(screen.getByRole('button', { name: 'Review application' }))
    expect(await screen.findByText('This question needs an answer.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Why this role?'), 'I love rovers')
    await user.click(screen.getByLabelText('Later'))
    await user.click(screen.getByLabelText('Upload a PDF (up to 5 MB)'))
    await user.click(screen.getByRole('button', { name: 'Review application' }))
    expect(await screen.findByText('Choose a PDF to upload, or pick another option.')).toBeInTheDocument()
    await user.upload(
      screen.getByLabelText('Resume file'),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    )
    await user.click(screen.getByRole('button', { name: 'Review application' }))
    expect(await screen.findByRole('heading', { name: 'Review your application' })).toBeInTheDocument()
    expect(screen.getByText('cv.pdf')).toBeInTheDocument()
    expect(screen.getByText('I love rovers')).toBeInTheDocument()
    expect(screen.getByText('Later')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    expect(screen.getByLabelText('Why this role?')).toHaveValue('I love rovers')
  })
})
