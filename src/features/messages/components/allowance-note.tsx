import { useQuery } from '@tanstack/react-query'
import { Info } from 'lucide-react'
import { allowanceQueryOptions } from '@/data/messages/request-queries'
import { cn } from '@/lib/cn'
import { intlLocale, t } from '@/lib/i18n'

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale() ?? 'en-GB', { day: 'numeric', month: 'long' })

/**
 * What the new-message screen says about the limits the database enforces: new conversations a day with
 * people who are not associates (they land in the recipient's Requests), and for an organisation, students
 * it may still reach this season.
 */
export function AllowanceNote({ me }: { me: string }) {
  const { data } = useQuery(allowanceQueryOptions(me))
  if (!data) return null
  const out = data.dailyLeft === 0 || data.season?.left === 0
  return (
    <div
      className={cn(
        'flex gap-2 rounded-md border p-2.5 text-xs',
        out ? 'border-danger/40 text-danger' : 'border-border text-muted',
      )}
      data-testid="message-allowance"
    >
      <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p>
          {data.dailyLeft === 0
            ? t(
                'You have started {limit} conversations today with people who are not your associates, the most a day. You can still write to your associates.',
                {
                  limit: data.dailyLimit,
                },
              )
            : t(
                '{left, plural, one {# new conversation} other {# new conversations}} left today with people who are not your associates (of {limit}); theirs go to their Requests.',
                {
                  left: data.dailyLeft,
                  limit: data.dailyLimit,
                },
              )}
        </p>
        {data.season && (
          <p>
            {t(
              '{left, plural, one {# student} other {# students}} left to message this season (of {limit}, until {date}).',
              {
                left: data.season.left,
                limit: data.season.limit,
                date: dateOf(data.season.endsAt),
              },
            )}
          </p>
        )}
      </div>
    </div>
  )
}
