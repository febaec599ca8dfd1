-- "For you" ranks posts carrying a hashtag the caller follows first, while they are fresh, then everything
-- else newest first. Two tiers, each in (created_at, id) order:
--   1. boosted: created after boost_since and tagged with a followed hashtag;
--   2. every other post the caller may see (including boosted-tag posts older than boost_since).
-- boost_since is fixed by the client when it reads the first page (now minus the freshness window) and sent
-- again with every next page, so a post never moves between tiers while someone scrolls: the pages stay a
-- stable keyset walk without duplicates or gaps. The cursor's tier is the tier of its post (before_id).
-- With no followed hashtag (or no boost_since) it is the plain newest-first feed. Security invoker: the posts
-- policy decides what the caller sees.
create function public.for_you_feed(
  boost_since timestamptz default null,
  before_created_at timestamptz default null,
  before_id uuid default null,
  page_size int default 20
) returns setof public.posts
language plpgsql stable set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  size int := least(greatest(coalesce(page_size, 20), 1), 100);
  tags text[];
  in_boosted boolean := true;
  n int := 0;
begin
  if me is null then
    return;
  end if;
  if boost_since is not null then
    tags := array(select f.tag from public.hashtag_follows f where f.user_id = me);
  end if;
  if coalesce(cardinality(tags), 0) = 0 then
    return query
      select p.* from public.posts p
      where p.created_at <= coalesce(before_created_at, 'infinity'::timestamptz)
        and (before_created_at is null or p.created_at < before_created_at or p.id < before_id)
      order by p.created_at desc, p.id desc
      limit size;
    return;
  end if;
  if before_id is not null then
    in_boosted := exists (select 1 from public.posts c
      where c.id = before_id and c.created_at > boost_since and c.hashtags && tags);
  end if;
  if in_boosted then
    return query
      select p.* from public.posts p
      where p.created_at > boost_since and p.hashtags && tags
        and p.created_at <= coalesce(before_created_at, 'infinity'::timestamptz)
        and (before_created_at is null or p.created_at < before_created_at or p.id < before_id)
      order by p.created_at desc, p.id desc
      limit size;
    get diagnostics n = row_count;
    if n >= size then
      return;
    end if;
    -- The rest of the page starts the second tier from its top.
    before_created_at := null;
    before_id := null;
  end if;
  return query
    select p.* from public.posts p
    where p.created_at <= coalesce(before_created_at, 'infinity'::timestamptz)
      and (before_created_at is null or p.created_at < before_created_at or p.id < before_id)
      and not (p.created_at > boost_since and p.hashtags && tags)
    order by p.created_at desc, p.id desc
    limit size - n;
end $$;
revoke execute on function public.for_you_feed(timestamptz, timestamptz, uuid, int) from public, anon;
grant execute on function public.for_you_feed(timestamptz, timestamptz, uuid, int) to authenticated;
