import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { isYear, type MemberFilters } from '@/data/discovery/discovery-types'
import { universitiesQueryOptions } from '@/data/university/verification-queries'
import { PROFILE_TYPES, profileTypeLabel } from '@/lib/profile-types'
import { splitList } from '../discovery.utils'

const select =
  'block w-full min-h-11 rounded-lg border border-border bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-primary'

/** The search form: words, then skills, interests, university, type, location, verification and graduation year. */
export function MemberFiltersForm({
  value,
  onSearch,
  onSave,
}: {
  value: MemberFilters
  onSearch: (filters: MemberFilters) => void
  onSave: (filters: MemberFilters) => void
}) {
  const universities = useQuery(universitiesQueryOptions())
  const [draft, setDraft] = useState({
    ...value,
    skillsText: value.skills.join(', '),
    interestsText: value.interests.join(', '),
  })
  const current = (): MemberFilters => ({
    q: draft.q,
    skills: splitList(draft.skillsText),
    interests: splitList(draft.interestsText),
    university: draft.university,
    profileTypes: draft.profileTypes,
    location: draft.location,
    verification: draft.verification,
    gradFrom: draft.gradFrom.trim(),
    gradTo: draft.gradTo.trim(),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch(current())
  }
  const field = (key: keyof typeof draft) => ({
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  })
  return (
    <form onSubmit={submit} className="space-y-3" role="search" aria-label="Member search">
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="discovery-q">
          Search members
        </label>
        <Input id="discovery-q" placeholder="Name, headline, skill, university…" {...field('q')} />
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" /> Search
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <label className="text-sm">
          <span className="mb-1 block font-medium">Skills</span>
          <Input placeholder="Python, SQL" {...field('skillsText')} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Interests</span>
          <Input placeholder="Climate, fintech" {...field('interestsText')} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">University</span>
          <Input placeholder="Lakeside" {...field('university')} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Profile type</span>
          <select
            className={select}
            value={draft.profileTypes[0] ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, profileTypes: e.target.value ? [e.target.value] : [] }))}
          >
            <option value="">Any type</option>
            {PROFILE_TYPES.map((t) => (
              <option key={t} value={t}>
                {profileTypeLabel(t)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Location</span>
          <Input placeholder="Berlin" {...field('location')} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Verification</span>
          <select className={select} {...field('verification')}>
            <option value="">Anyone</option>
            <option value="verified">Verified</option>
            <option value="pending">Pending</option>
            <option value="unverified">Unverified</option>
            {universities.data?.map((u) => (
              <option key={u.id} value={`verified:${u.id}`}>
                Verified by {u.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="min-w-0 text-sm sm:col-span-2">
          <legend className="mb-1 block font-medium">Graduation year</legend>
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor="discovery-grad-from">
              Graduation year from
            </label>
            <Input
              id="discovery-grad-from"
              inputMode="numeric"
              maxLength={4}
              placeholder="From"
              className="max-w-28"
              aria-invalid={!!draft.gradFrom && !isYear(draft.gradFrom)}
              {...field('gradFrom')}
            />
            <span aria-hidden="true">–</span>
            <label className="sr-only" htmlFor="discovery-grad-to">
              Graduation year to
            </label>
            <Input
              id="discovery-grad-to"
              inputMode="numeric"
              maxLength={4}
              placeholder="To"
              className="max-w-28"
              aria-invalid={!!draft.gradTo && !isYear(draft.gradTo)}
              {...field('gradTo')}
            />
          </div>
        </fieldset>
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => onSave(current())}>
          Save this search
        </Button>
      </div>
    </form>
  )
}
