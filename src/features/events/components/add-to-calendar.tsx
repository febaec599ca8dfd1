import { CalendarPlus } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import type { CalendarEvent } from '@/lib/ics'
import { fileSlug, saveFile } from '@/lib/save-file'
import { notify } from '@/lib/toast'

/** A downloadable invite (.ics) and links for Google and Outlook; the iCalendar code loads on first use. */
export function AddToCalendar({ event }: { event: CalendarEvent }) {
  const [links, setLinks] = useState<{ google: string; outlook: string } | null>(null)
  const load = () => import('@/lib/ics')

  const download = async () => {
    try {
      const { invite } = await load()
      saveFile(`${fileSlug(event.title)}.ics`, invite(event), 'text/calendar;charset=utf-8')
    } catch (error) {
      void notify(t('The calendar file could not be made'), 'error', (error as Error).message)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => void download()}>
        <CalendarPlus className="size-4" aria-hidden="true" /> {t('Add to calendar (.ics)')}
      </Button>
      {links ? (
        <>
          <CalendarLink href={links.google}>{t('Google Calendar')}</CalendarLink>
          <CalendarLink href={links.outlook}>{t('Outlook')}</CalendarLink>
        </>
      ) : (
        <Button
          variant="link"
          onClick={() =>
            void load().then(({ googleCalendarUrl, outlookCalendarUrl }) =>
              setLinks({ google: googleCalendarUrl(event), outlook: outlookCalendarUrl(event) }),
            )
          }
        >
          {t('Google or Outlook…')}
        </Button>
      )}
    </div>
  )
}

function CalendarLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="text-sm font-medium text-primary hover:underline" href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  )
}
