/**
 * What PostgREST runs for the app's feed pages (FEED_SELECT: post columns, the author, liked-by-me), written
 * by hand so that benchmarks time the page in the database. Parameters: $1 the viewer, $2/$3 the cursor
 * (created_at, id; null for the first page), $4 the "For you" boost window's start.
 */
export const FEED_SQL = `
select p.id, p.author_id, p.body, p.media, p.visibility, p.repost_of, p.hashtags, p.like_count, p.comment_count,
  p.repost_count, p.view_count, p.edited_at, p.created_at,
  (select json_build_object('id', a.id, 'name', a.name, 'headline', a.headline, 'profile_photo_url', a.profile_photo_url,
     'profile_type', a.profile_type, 'verification_status', a.verification_status)
   from public.profiles a where a.id = p.author_id) as author,
  coalesce((select json_agg(json_build_object('user_id', l.user_id)) from public.post_likes l
            where l.post_id = p.id and l.user_id = $1), '[]') as my_like
from public.posts p
where ($2::timestamptz is null or p.created_at < $2 or (p.created_at = $2 and p.id < $3::uuid))
order by p.created_at desc, p.id desc
limit 20`

/** The "Following" page as PostgREST runs it over the following_feed function (same columns and embeds). */
export const FOLLOWING_SQL = FEED_SQL.replace(
  /from public\.posts p\nwhere [^\n]*\n/,
  'from public.following_feed($2::timestamptz, $3::uuid, 20) p\n',
)

/** "For you" as PostgREST runs it over for_you_feed: followed hashtags first within the boost window. */
export const FOR_YOU_SQL = FEED_SQL.replace(
  /from public\.posts p\nwhere [^\n]*\norder by [^\n]*\n/,
  'from public.for_you_feed($4::timestamptz, $2::timestamptz, $3::uuid, 20) p\n',
)
