import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/shared/page-header'
import { env } from '@/config/env'
import { ownProfileQueryOptions, visibleProfileCountQueryOptions } from '@/data/profiles/profile-query'
import { ApiChecks, InfoTable, Section } from './diagnostics-panel'

/** A live demonstration of the backend: reads through REST under Row Level Security, as the member `userId`. */
export function SupabaseDemoScreen({ userId }: { userId: string }) {
  const own = useQuery(ownProfileQueryOptions(userId))
  const visible = useQuery(visibleProfileCountQueryOptions())
  return (
    <div className="space-y-4">
      <PageHeader
        title="Backend demo"
        description={`Live reads against ${env.mode === 'local' ? 'the local stack' : 'hosted Supabase'}, as you.`}
      />
      <Section
        title="Your private profile row (user_profiles)"
        action={
          <Button size="sm" variant="secondary" onClick={() => void own.refetch()}>
            Refresh
          </Button>
        }
      >
        {own.isPending ? (
          <p className="text-sm text-muted">Loading…</p>
        ) : own.isError ? (
          <p role="alert" className="text-sm text-danger">
            {own.error.message}
          </p>
        ) : (
          <InfoTable
            rows={[
              ['name', own.data.name],
              ['profile type', own.data.profile_type ?? '—'],
              ['completion score (computed by the database)', `${own.data.profile_completion_score}%`],
              ['verification', own.data.verification_status],
              ['updated', new Date(own.data.updated_at).toLocaleString()],
            ]}
          />
        )}
      </Section>
      <Section title="Public profiles you can see (profiles)">
        {visible.isPending ? (
          <p className="text-sm text-muted">Counting…</p>
        ) : visible.isError ? (
          <p role="alert" className="text-sm text-danger">
            {visible.error.message}
          </p>
        ) : (
          <p className="text-3xl font-bold">{visible.data}</p>
        )}
      </Section>
      <ApiChecks />
    </div>
  )
}
