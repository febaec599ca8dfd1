import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { useBookInterview } from '@/data/interviews/interview-mutations'
import type { Interview } from '@/data/interviews/interview-types'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { displayZoneName, interviewTimeLabel } from '@/lib/interview-format'
import { notify } from '@/lib/toast'

/** The applicant picks one of the offered times; moving a booked interview asks for a reason. */
export function InterviewSlotPicker({
  applicationId,
  interview,
  onDone,
}: {
  applicationId: string
  interview: Interview
  onDone?: () => void
}) {
  const moving = interview.status === 'booked'
  const choices = interview.slots.filter((s) => s.slot_id !== interview.slot_id)
  const [picked, setPicked] = useState(choices.find((s) => s.available)?.slot_id ?? '')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const book = useBookInterview(applicationId)
  const submit = () => {
    if (!picked) return setProblem(t('Choose a time.'))
    if (moving && !reason.trim())
      return setProblem(t('Say why you are moving the interview: the organisation sees it.'))
    setProblem('')
    book.mutate(
      { slotId: picked, reason: reason.trim() },
      {
        onSuccess: () => (void notify(moving ? t('Interview moved') : t('Interview booked'), 'success'), onDone?.()),
        onError: (e) => setProblem(e.message),
      },
    )
  }
  if (!choices.some((s) => s.available))
    return (
      <p className="text-sm text-muted">
        {t(
          'None of the offered times can be booked any more: the organisation will offer new ones, or cancel and tell them why.',
        )}
      </p>
    )

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium">
          {moving
            ? t('Move to another time ({zone})', { zone: displayZoneName() })
            : t('Pick a time ({zone})', { zone: displayZoneName() })}
        </legend>
        <ul className="mt-1 space-y-1">
          {choices.map((s) => (
            <li key={s.slot_id}>
              <label
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-lg border border-border px-3 text-sm',
                  s.available ? 'cursor-pointer hover:bg-background' : 'opacity-60',
                  picked === s.slot_id && 'border-primary bg-primary-soft/40',
                )}
              >
                <input
                  type="radio"
                  name={`slot-${interview.id}`}
                  value={s.slot_id}
                  checked={picked === s.slot_id}
                  disabled={!s.available}
                  onChange={() => setPicked(s.slot_id)}
                  className="size-5 accent-[var(--color-primary)]"
                />
                <span className="flex-1">{interviewTimeLabel(s.starts_at, s.ends_at)}</span>
                {!s.available && (
                  <span className="text-xs text-muted">
                    {s.unavailable_reason === 'past' ? t('Passed') : t('No longer available')}
                  </span>
                )}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {moving && (
        <label className="block text-sm">
          <span className="block font-medium">{t('Why you are moving it (the organisation sees it)')}</span>
          <Textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" isLoading={book.isPending}>
        {moving ? t('Move to this time') : t('Book this time')}
      </Button>
    </form>
  )
}
