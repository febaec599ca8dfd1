import { Briefcase, GraduationCap, Handshake, Sparkles } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { PublicHeader } from '@/components/shared/public-header'
import { paths } from '@/config/paths'
import { msg, t } from '@/lib/i18n'

const FEATURES = [
  {
    icon: Briefcase,
    title: msg('Opportunities that fit'),
    text: msg('Internships, jobs, hackathons, scholarships, research positions and grants in one place.'),
  },
  {
    icon: Handshake,
    title: msg('A network that helps'),
    text: msg('Connect with students, professors, employers and founders, and message them directly.'),
  },
  {
    icon: GraduationCap,
    title: msg('Universities on board'),
    text: msg('Verified students, partnership MOUs and campus communities.'),
  },
  {
    icon: Sparkles,
    title: msg('AI career tools'),
    text: msg('Build a resume, explore career paths and plan a startup with AI assistants.'),
  },
]

/** /: what the network offers, with the ways in (sign up, or browse opportunities as a guest). */
export function WelcomeScreen() {
  return (
    <div className="min-h-dvh">
      <PublicHeader />
      <main>
        <section className="mx-auto max-w-6xl px-4 pt-10 pb-14 text-center sm:pt-16">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('Where students meet the opportunities that shape their careers')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            {t(
              'The social and opportunities network for students, universities, companies, professors, investors and everyone who backs them.',
            )}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={paths.signUp} className={buttonVariants({ size: 'lg' })}>
              {t('Create your free account')}
            </Link>
            <Link to={paths.guestOpportunities} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
              {t('Browse opportunities as a guest')}
            </Link>
          </div>
        </section>
        <section
          aria-label={t('What you can do')}
          className="mx-auto grid max-w-6xl gap-4 px-4 pb-16 sm:grid-cols-2 lg:grid-cols-4"
        >
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <article key={title} className="rounded-[var(--radius-card)] border border-border bg-surface p-5">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h2 className="mt-3 font-semibold">{t(title)}</h2>
              <p className="mt-1 text-sm text-muted">{t(text)}</p>
            </article>
          ))}
        </section>
      </main>
      <footer className="border-t border-border py-6 text-center text-sm text-muted">
        {t('© {year} Campus Network', { year: new Date().getFullYear() })}
      </footer>
    </div>
  )
}
