import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { AUTH_STORAGE } from '@/config/auth-constants'
import { paths } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { isRememberMeOff, readMirror, storedKeys } from '@/lib/auth-storage'
import { InfoTable, Section } from './diagnostics-panel'

const when = (seconds?: number) => (seconds ? new Date(seconds * 1000).toLocaleString() : '—')

/** The auth state as the app sees it: session timing, storage, profile. Tokens are never shown. */
export function AuthDebugScreen() {
  const { user, session, loading, error, isNewUser, reloadUser } = useAuth()
  const mirror = readMirror()
  const keys = storedKeys()
    .map((e) => e.key)
    .filter((k) => k.startsWith('campus-network') || AUTH_STORAGE.defaultKeyPattern.test(k))
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">Auth debug</h1>
      <Section
        title="State"
        action={
          <Button size="sm" variant="secondary" onClick={() => void reloadUser()}>
            Reload profile
          </Button>
        }
      >
        <InfoTable
          rows={[
            ['Loading', String(loading)],
            ['Error', error ?? '—'],
            ['Signed in', session ? 'yes' : 'no'],
            ['New user (no profile yet)', String(isNewUser)],
            ['Session expires', when(session?.expires_at)],
            ['Remember me', isRememberMeOff() ? 'off (session storage)' : 'on (local storage)'],
            ['Mirror record', mirror ? `cached ${new Date(mirror.cached_at).toLocaleTimeString()}` : 'none'],
            ['Auth storage keys', keys.join(', ') || 'none'],
          ]}
        />
      </Section>
      <Section title="User">
        {user ? (
          <InfoTable
            rows={[
              ['id', user.id],
              ['name', user.name],
              ['email', user.email],
              ['profile type', user.profile_type ?? '— (none yet)'],
              ['email confirmed', String(user.email_confirmed)],
              ['university', user.university ?? '—'],
            ]}
          />
        ) : (
          <p className="text-sm text-muted">Nobody is signed in.</p>
        )}
      </Section>
      <p className="text-sm">
        <Link to={paths.envTest} className="font-medium text-primary hover:underline">
          ← Environment check
        </Link>
      </p>
    </main>
  )
}
