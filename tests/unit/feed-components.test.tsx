// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { postKeys } from '@/data/posts/keys'
import type { FeedPost } from '@/data/posts/post-types'
import Composer from '@/features/feed/components/composer'
import { PostCard } from '@/features/feed/components/post-card'

// Uploads start as an image is picked; here they stay under way.
vi.mock('@/data/posts/post-image-upload', () => ({ uploadPostImage: () => new Promise<string>(() => {}) }))

const ME = '00000000-0000-4000-8000-000000000001'
const OTHER = '00000000-0000-4000-8000-000000000005'

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview'
  URL.revokeObjectURL ??= () => {}
})
afterEach(cleanup)

function renderWith(ui: ReactNode, client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
  return client
}

const post = (over: Partial<FeedPost> = {}): FeedPost => ({
  id: '10000000-0000-4000-8000-000000000099',
  author_id: OTHER,
  body: `Thanks @[Maya Okafor](${ME}) for the #research help`,
  media: [],
  media_alt: [],
  visibility: 'public',
  repost_of: null,
  hashtags: ['research'],
  like_count: 2,
  comment_count: 1,
  repost_count: 0,
  view_count: 7,
  edited_at: null,
  created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  author: {
    id: OTHER,
    name: 'Amara Singh',
    headline: 'Professor',
    profile_photo_url: null,
    profile_type: 'professor',
    verification_status: 'verified',
    verified_by: null,
    verified_by_name: null,
  },
  original: null,
  my_like: [],
  ...over,
})

describe('Composer', () => {
  const me = { id: ME, name: 'Maya Okafor' }

  it('counts characters against the limit and explains an empty post', async () => {
    const user = userEvent.setup()
    renderWith(<Composer me={me} />)
    await user.click(screen.getByRole('button', { name: 'Post' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Write something or add an image')
    await user.type(screen.getByLabelText('What do you want to share?'), 'Hello #campus')
    expect(screen.getByText('13 / 3,000')).toBeInTheDocument()
  })

  it('previews picked images, refuses other files and lets one be removed', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Composer me={me} />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    const png = (name: string) => new File(['x'], name, { type: 'image/png' })
    await user.upload(input, [png('a.png'), png('b.png'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })])
    const previews = screen.getByRole('list', { name: 'Images to post' })
    expect(within(previews).getAllByRole('img')).toHaveLength(2)
    expect(screen.getByText('cv.pdf is not a JPEG, PNG, WebP or GIF image')).toBeInTheDocument()
    expect(screen.getByLabelText('Alt text for image 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }))
    expect(within(previews).getAllByRole('img')).toHaveLength(1)
  })
})

describe('PostCard', () => {
  it('reads the author’s alt text, and a generic one where there is none', () => {
    renderWith(
      <PostCard
        post={post({ media: ['a/1.jpg', 'a/2.jpg'], media_alt: ['A robot arm on a lab bench', ''] })}
        userId={ME}
      />,
    )
    expect(screen.getByRole('img', { name: 'A robot arm on a lab bench' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Image 2 of 2 from Amara Singh’s post' })).toBeInTheDocument()
  })

  it('shows the author, relative time, mentions and hashtags as links', () => {
    renderWith(<PostCard post={post({ edited_at: new Date().toISOString(), visibility: 'associates' })} userId={ME} />)
    const article = screen.getByRole('article', { name: 'Post by Amara Singh' })
    expect(within(article).getByRole('link', { name: '@Maya Okafor' })).toHaveAttribute('href', `/profile/${ME}`)
    expect(within(article).getByRole('link', { name: '#research' })).toHaveAttribute('href', '/search?tag=research')
    expect(article).toHaveTextContent('3 hours ago')
    expect(article).toHaveTextContent('Edited')
    expect(article).toHaveTextContent('Associates only')
  })

  it('flips the like at once, before the server answers', async () => {
    const user = userEvent.setup()
    const client = new QueryClient()
    const p = post()
    client.setQueryData(postKeys.feed('home'), { pages: [{ items: [p], nextCursor: null }], pageParams: [null] })
    function Live() {
      const data = client.getQueryData<{ pages: Array<{ items: FeedPost[] }> }>(postKeys.feed('home'))
      return <PostCard post={data!.pages[0].items[0]} userId={ME} />
    }
    renderWith(<Live />, client)
    await user.click(screen.getByRole('button', { name: 'Like (2)' }))
    const cached = client.getQueryData<{ pages: Array<{ items: FeedPost[] }> }>(postKeys.feed('home'))!.pages[0]
      .items[0]
    expect(cached.like_count).toBe(3)
    expect(cached.my_like).toEqual([{ user_id: ME }])
  })

  it('offers edit and delete on one’s own post, and report on others’', async () => {
    const user = userEvent.setup()
    renderWith(<PostCard post={post()} userId={ME} />)
    await user.click(screen.getByRole('button', { name: 'Post options' }))
    expect(await screen.findByRole('menuitem', { name: 'Report post' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Delete post' })).toBeNull()
    cleanup()
    renderWith(<PostCard post={post({ author_id: ME })} userId={ME} />)
    await user.click(screen.getByRole('button', { name: 'Post options' }))
    expect(await screen.findByRole('menuitem', { name: 'Edit post' })).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'Delete post' })).toBeInTheDocument()
  })

  it('edits in place with the mention kept, and cancels with Escape', async () => {
    const user = userEvent.setup()
    renderWith(<PostCard post={post({ author_id: ME })} userId={ME} />)
    await user.click(screen.getByRole('button', { name: 'Post options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Edit post' }))
    const box = await screen.findByRole('combobox', { name: 'Edit your post' })
    expect(box).toHaveValue('Thanks @Maya Okafor for the #research help')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('combobox', { name: 'Edit your post' })).toBeNull()
  })
})
