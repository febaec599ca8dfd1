-- The "Following" feed reads the caller's network in SQL: the browser used to send every followee's and
-- associate's id in the URL (author_id=in.(…)), which gateways refuse past a few hundred ids.

-- The caller, their followees and their associates. Definer: it reads only the caller's own rows, which
-- RLS would show them anyway, without evaluating the follows policy per row.
create function private.network_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct n.id), '{}') from (
    select (select auth.uid()) as id
    union all select f.followee_id from public.follows f where f.follower_id = (select auth.uid())
    union all select a.associate_id from public.associates a where a.user_id = (select auth.uid())
  ) n where n.id is not null
$$;
revoke execute on function private.network_ids() from public, anon;
grant execute on function private.network_ids() to authenticated;

-- One page of posts by the caller's network, newest first, strictly older than (before_created_at,
-- before_id) when given. Security invoker: the posts policy decides what the caller sees.
-- Two plans, chosen by the size of the network (the profile's counters) against the number of members:
-- - a small network reads each author's newest rows from posts_author_idx (one probe per author);
-- - a large one walks posts_feed_idx newest first and keeps rows whose author the caller follows or is
--   an associate of (an index probe each), which stops after a page when the network writes a good
--   share of all posts; one probe per author would be 10,000 probes, and an array of 10,000 ids costs
--   more to build and hash than the page itself.
-- Both cost about the same where n² ≈ members (n authors × ~20 rows against 20 × members / n rows).
create function public.following_feed(
  before_created_at timestamptz default null,
  before_id uuid default null,
  page_size int default 20
) returns setof public.posts
language plpgsql stable set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  n int;
  size int := least(greatest(coalesce(page_size, 20), 1), 100);
  members real := (select greatest(c.reltuples, 0) from pg_catalog.pg_class c where c.oid = 'public.profiles'::regclass);
  network uuid[];
begin
  if me is null then
    return;
  end if;
  n := coalesce((select 1 + p.following_count + p.associate_count from public.profiles p where p.id = me), 1);
  if n <= 50 or n::real * n <= members then
    network := private.network_ids();
    return query
      select p.* from unnest(network) as a(id)
      cross join lateral (
        select q.* from public.posts q
        where q.author_id = a.id
          -- An index condition on every call, whether or not there is a cursor.
          and q.created_at <= coalesce(before_created_at, 'infinity'::timestamptz)
          and (before_created_at is null or q.created_at < before_created_at or q.id < before_id)
        order by q.created_at desc, q.id desc
        limit size) p
      order by p.created_at desc, p.id desc
      limit size;
  else
    return query select p.* from private.feed_of_many(me, before_created_at, before_id, size) p;
  end if;
end $$;
revoke execute on function public.following_feed(timestamptz, uuid, int) from public, anon;
grant execute on function public.following_feed(timestamptz, uuid, int) to authenticated;

-- The large-network plan. Sorting is off inside it so the planner walks posts_feed_idx in order instead
-- of reading every post of the network and sorting them.
create function private.feed_of_many(me uuid, before_created_at timestamptz, before_id uuid, size int)
returns setof public.posts
language plpgsql stable set search_path = '' set enable_sort = off set enable_bitmapscan = off as $$
begin
  return query
    select p.* from public.posts p
    where p.created_at <= coalesce(before_created_at, 'infinity'::timestamptz)
      and (before_created_at is null or p.created_at < before_created_at or p.id < before_id)
      and (p.author_id = me
        or exists (select 1 from public.follows f where f.follower_id = me and f.followee_id = p.author_id)
        or exists (select 1 from public.associates a where a.user_id = me and a.associate_id = p.author_id))
    order by p.created_at desc, p.id desc
    limit size;
end $$;
revoke execute on function private.feed_of_many(uuid, timestamptz, uuid, int) from public, anon;
grant execute on function private.feed_of_many(uuid, timestamptz, uuid, int) to authenticated;
