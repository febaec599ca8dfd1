import { Link } from 'react-router-dom'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { ApiChecks, InfoTable, Section } from '@/features/diagnostics/diagnostics-panel'
import { usePageTitle } from '@/hooks/use-page-title'

const storageWorks = (s: () => Storage) => {
  try {
    s().setItem('__probe__', '1')
    s().removeItem('__probe__')
    return 'available'
  } catch {
    return 'blocked'
  }
}

/** The environment the app runs in, and whether each API answers. Never shows a key. */
export default function EnvTestPage() {
  usePageTitle('Environment check')
  const { user, loading } = useAuth()
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">Environment check</h1>
      <Section title="Environment">
        <InfoTable
          rows={[
            ['Backend mode', env.mode === 'local' ? 'local stack' : 'hosted Supabase'],
            ['Supabase URL', env.supabaseUrl],
            ['Site URL', env.siteUrl],
            ['Build', import.meta.env.MODE],
            ['Anon key configured', env.supabaseAnonKey ? 'yes' : 'no'],
            ['localStorage', storageWorks(() => localStorage)],
            ['sessionStorage', storageWorks(() => sessionStorage)],
            ['Auth state', loading ? 'loading' : user ? `signed in as ${user.email}` : 'signed out'],
          ]}
        />
      </Section>
      <ApiChecks />
      <p className="text-sm">
        <Link to={paths.authDebug} className="font-medium text-primary hover:underline">
          Auth details →
        </Link>
      </p>
    </main>
  )
}
