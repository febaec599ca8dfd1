import { useQuery } from '@tanstack/react-query'
import { Hash, Search as SearchIcon, UserSearch } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { PersonRow } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { peopleSearchQueryOptions } from '@/data/profiles/profile-query'
import { useAuth } from '@/features/auth/auth-context'
import { PostList } from '@/features/feed/components/post-list'
import { FollowButton } from '@/features/profiles/components/follow-button'
import { errorMessage } from '@/lib/errors'
import { usePageTitle } from '@/hooks/use-page-title'

/** /search: people and posts by words (?q=), or posts by hashtag (?tag=). */
export default function SearchPage() {
  usePageTitle('Search')
  const { user } = useAuth()
  const [params, setParams] = useSearchParams()
  const q = params.get('q')?.trim() ?? ''
  const tag = params.get('tag')?.trim().toLowerCase().replace(/^#/, '') ?? ''
  const [draft, setDraft] = useState(tag ? `#${tag}` : q)
  if (!user) return null

  const submit = () => {
    const value = draft.trim()
    if (/^#[\p{L}\p{N}_]+$/u.test(value)) setParams({ tag: value.slice(1).toLowerCase() })
    else if (value) setParams({ q: value })
    else setParams({})
  }

  return (
    <>
      <PageHeader
        title={tag ? `#${tag}` : 'Search'}
        description={tag ? 'Posts with this hashtag, newest first.' : 'People and posts across the network.'}
      />
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
        className="mb-4 flex gap-2"
      >
        <label htmlFor="search-input" className="sr-only">
          Search people, posts or #hashtags
        </label>
        <Input
          id="search-input"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Search people, posts or #hashtags"
          autoFocus={!q && !tag}
        />
        <Button type="submit" aria-label="Search">
          <SearchIcon className="size-5" aria-hidden="true" />
        </Button>
      </form>
      {tag ? (
        <PostList
          key={`tag:${tag}`}
          source={`tag:${tag}`}
          userId={user.id}
          empty={
            <Card>
              <EmptyState icon={Hash} title={`No posts with #${tag} yet`}>
                Use it in a post to start the topic.
              </EmptyState>
            </Card>
          }
        />
      ) : q ? (
        <div className="space-y-6">
          <People query={q} me={user.id} />
          <section aria-labelledby="posts-results" className="space-y-3">
            <h2 id="posts-results" className="text-lg font-semibold">
              Posts
            </h2>
            <PostList
              key={`search:${q}`}
              source={`search:${q}`}
              userId={user.id}
              empty={<p className="text-muted">No posts mention “{q}”.</p>}
            />
          </section>
        </div>
      ) : (
        <Card>
          <EmptyState icon={SearchIcon} title="Search the network">
            Find people by name or headline, posts by their words, and topics with #hashtags.
          </EmptyState>
        </Card>
      )}
    </>
  )
}

function People({ query, me }: { query: string; me: string }) {
  const { data, isPending, isError, error } = useQuery(peopleSearchQueryOptions(query, 10))
  return (
    <section aria-labelledby="people-results">
      <h2 id="people-results" className="mb-2 text-lg font-semibold">
        People
      </h2>
      <Card className="px-4 py-2">
        {isPending ? (
          <Skeleton className="my-2 h-24" />
        ) : isError ? (
          <p role="alert" className="py-3 text-danger">
            {errorMessage(error)}
          </p>
        ) : data.length === 0 ? (
          <p className="flex items-center gap-2 py-3 text-muted">
            <UserSearch className="size-5" aria-hidden="true" /> Nobody matches “{query}”.
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {data.map((p) => (
              <li key={p.id}>
                <PersonRow person={p} action={p.id !== me && <FollowButton me={me} other={p.id} name={p.name} />} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  )
}
