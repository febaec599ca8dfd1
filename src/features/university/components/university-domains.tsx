import { useQuery } from '@tanstack/react-query'
import { Globe, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { HiddenLabelField } from '@/components/shared/hidden-label-field'
import { IconHeading } from '@/components/shared/icon-heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { useDomainMutations } from '@/data/university/verification-mutations'
import { universityDomainsQueryOptions } from '@/data/university/verification-queries'
import { t } from '@/lib/i18n'
import { isRegistrableDomain } from '../university.utils'
import { errorMessage } from '@/lib/errors'

/** The e-mail domains that mark an address as the university's own (subdomains included). */
export function UniversityDomains({ universityId }: { universityId: string }) {
  const { data, isPending } = useQuery(universityDomainsQueryOptions(universityId))
  const { add, remove } = useDomainMutations(universityId)
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const domain = draft.trim().toLowerCase().replace(/^@/, '')
    if (!isRegistrableDomain(domain)) return setProblem(t('Enter a domain such as lakeside.edu'))
    setProblem(null)
    add.mutate(domain, { onSuccess: () => setDraft(''), onError: (err) => setProblem(errorMessage(err)) })
  }
  return (
    <Card className="h-fit p-4">
      <IconHeading icon={Globe} title={t('Registered e-mail domains')} />
      <p className="mt-1 text-sm text-muted">
        {t('Members asking with an address on these domains (or their subdomains) confirm it from their inbox first.')}
      </p>
      <ul className="mt-3 space-y-1" aria-label={t('Registered domains')}>
        {isPending && <li className="text-sm text-muted">{t('Loading...')}</li>}
        {data?.length === 0 && <li className="text-sm text-muted">{t('No domains yet.')}</li>}
        {data?.map((d) => (
          <li
            key={d.domain}
            className="flex items-center justify-between gap-2 rounded-lg bg-background px-3 py-1.5 text-sm"
          >
            <span className="truncate">@{d.domain}</span>
            <button
              type="button"
              className="inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-border/50"
              aria-label={t('Remove {domain}', { domain: d.domain })}
              onClick={() => remove.mutate(d.domain)}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-3 flex gap-2">
        <HiddenLabelField id="new-domain" label={t('Add a domain')}>
          <Input placeholder={t('lakeside.edu')} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </HiddenLabelField>
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {t('Add')}
        </Button>
      </form>
      {problem && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {problem}
        </p>
      )}
    </Card>
  )
}
