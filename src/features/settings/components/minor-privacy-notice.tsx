import { ShieldCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useDismissPrivacyChoiceNotice } from '@/data/settings/minor-privacy-query'
import { t } from '@/lib/i18n'

const birthday = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' })

/** For a member under 18: what the safe defaults are, in plain words, and until when. Never a prompt to change them. */
export function MinorDefaultsNotice({ adultOn }: { adultOn: string | null }) {
  return (
    <section
      aria-labelledby="minor-defaults-title"
      className="rounded-[var(--radius-card)] border border-primary/30 bg-primary-soft/60 p-4 sm:p-5"
    >
      <h2 id="minor-defaults-title" className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t('Because you are under 18, your account has extra privacy')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        <li>{t('Only your associates see your profile, posts and activity.')}</li>
        <li>{t('Organisations and other members cannot find you in search or discovery.')}</li>
        <li>{t('You are not suggested to people you do not know.')}</li>
        <li>{t('Your location is hidden, and your date of birth is never shown.')}</li>
        <li>{t('Only your associates and verified staff of your university can start a conversation with you.')}</li>
      </ul>
      <p className="mt-2 text-sm text-muted">
        {adultOn
          ? t('These settings stay this way until you turn 18 on {date}.', { date: birthday(adultOn) })
          : t('These settings stay this way until you turn 18.')}
      </p>
    </section>
  )
}

/** Shown once after the 18th birthday: the settings are now the member's to choose (no recommendation either way). */
export function AdultChoiceNotice({ userId }: { userId: string }) {
  const dismiss = useDismissPrivacyChoiceNotice(userId)
  return (
    <section
      aria-labelledby="adult-choice-title"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:flex-row sm:items-start sm:p-5"
    >
      <div className="flex-1">
        <h2 id="adult-choice-title" className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('Your privacy settings are now yours to choose')}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t(
            'You are 18 now, so the settings kept for members under 18 no longer apply. Nothing has changed: each setting below stays as it is until you change it.',
          )}
        </p>
      </div>
      <Button variant="secondary" onClick={() => dismiss.mutate()} isLoading={dismiss.isPending}>
        {t('Got it')}
      </Button>
    </section>
  )
}
