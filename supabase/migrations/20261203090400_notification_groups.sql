-- Notifications read as groups (issue 33 item 4): same-kind notifications about one object within one calendar
-- week of the member's time zone are one line ("Maya Chen and 4 others liked your post"), filtered by category.
-- Grouping, paging, the unread count and marking read all use the two functions below, so they always agree.

-- The one place that sorts notification kinds into the filters of /notifications. A kind added later by another
-- area lands by its name (…opportunit…, application…, event…, community…, …follow…), else under All only.
create function private.notification_category(kind text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case
    when kind = 'mention' then 'mentions'
    when kind in ('post_like', 'post_comment', 'comment_reply', 'repost') then 'posts'
    when kind in ('new_follower', 'associate_request', 'associate_accepted', 'saved_search_match')
      or kind like 'associate%' or kind like '%follow%' then 'associates'
    when kind in ('application_received', 'application_status', 'deadline_reminder')
      or kind like 'application%' or kind like '%opportunit%' then 'applications'
    when kind like 'message%' then 'messages'
    when kind like 'event%' or kind like '%event' then 'events'
    when kind like 'community%' then 'communities'
    else 'other'
  end
$$;
revoke all on function private.notification_category(text) from public;
grant execute on function private.notification_category(text) to authenticated;

-- What a notification is about, for grouping: the post for likes, comments, replies and reposts; the opportunity
-- for new applicants; the application for its status changes (the newest one speaks); the conversation for
-- messages; the community for its join requests and posts; the pitch for investors' interest; the member for new
-- followers and verification requests. Every other kind is about itself and stays one line.
create function private.notification_group_key(kind text, post uuid, entity uuid, data jsonb, id uuid) returns text
language sql immutable parallel safe set search_path = '' as $$
  select kind || ':' || coalesce(case
    when kind in ('post_like', 'post_comment', 'comment_reply', 'repost') then coalesce(post, entity)::text
    when kind in ('new_follower', 'verification_requested') then 'me'
    when kind = 'application_status' then coalesce(data ->> 'application_id', entity::text)
    when kind = 'community_post' then data ->> 'community_id'
    when kind in ('application_received', 'pitch_interest', 'community_join_request', 'message') then entity::text
  end, id::text)
$$;
revoke all on function private.notification_group_key(text, uuid, uuid, jsonb, uuid) from public;
grant execute on function private.notification_group_key(text, uuid, uuid, jsonb, uuid) to authenticated;

-- The start of the calendar week (Monday) of an instant in a zone, as an instant.
create function private.notification_week(at timestamptz, zone text) returns timestamptz
language sql immutable parallel safe set search_path = '' as $$
  select date_trunc('week', at at time zone zone) at time zone zone
$$;
revoke all on function private.notification_week(timestamptz, text) from public;
grant execute on function private.notification_week(timestamptz, text) to authenticated;

-- The caller's time zone (a zone PostgreSQL does not know reads as UTC).
create function private.notification_zone() returns text
language plpgsql stable set search_path = '' as $$
declare
  zone text := coalesce((select u.timezone from public.user_profiles u where u.user_id = (select auth.uid())), 'UTC');
begin
  perform now() at time zone zone;
  return zone;
exception when others then
  return 'UTC';
end $$;
revoke all on function private.notification_zone() from public;
grant execute on function private.notification_zone() to authenticated;

-- One page of the caller's groups, newest first. `filter` is 'all', 'unread' (groups with an unread member) or a
-- category. Keyset: pass the last group's newest_at and newest_id. A group's rows all lie in one week and groups
-- are ordered by their newest row, so a page walks whole weeks from the cursor down and never splits a group.
create function public.notification_groups(
  filter text default 'all',
  before_at timestamptz default null,
  before_id uuid default null,
  page_size int default 20
) returns table (
  group_key text, type text, category text, newest_id uuid, newest_at timestamptz, unread boolean,
  item_count int, actor_count int, actors jsonb,
  actor_id uuid, entity_type text, entity_id uuid, post_id uuid, comment_id uuid, data jsonb, read_at timestamptz,
  post_body text
)
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  zone text := private.notification_zone();
  category_filter text := case when filter in ('all', 'unread') then null else filter end;
  cursor_at timestamptz := before_at;
  cursor_id uuid := coalesce(before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff');
  anchor timestamptz;
  week_start timestamptz;
  wanted int := least(greatest(coalesce(page_size, 20), 1), 100);
  got int;
begin
  if filter is null or filter not in ('all', 'unread', 'mentions', 'posts', 'associates', 'applications',
      'messages', 'events', 'communities', 'other') then
    raise exception 'Unknown notification filter: %', filter using errcode = '22023';
  end if;
  if me is null then
    return;
  end if;
  loop
    -- The newest row the filter could show, below the cursor: its week is the next to read.
    select n.created_at into anchor from public.notifications n
    where n.recipient_id = me
      and (cursor_at is null or (n.created_at, n.id) < (cursor_at, cursor_id))
      and (category_filter is null or private.notification_category(n.type) = category_filter)
      and (filter <> 'unread' or n.read_at is null)
    order by n.created_at desc, n.id desc
    limit 1;
    exit when anchor is null;
    week_start := private.notification_week(anchor, zone);
    return query
      with week as (
        select n.*, private.notification_group_key(n.type, n.post_id, n.entity_id, n.data, n.id) as key
        from public.notifications n
        where n.recipient_id = me and n.created_at >= week_start
          and n.created_at < private.notification_week(week_start + interval '8 days', zone)
          and (category_filter is null or private.notification_category(n.type) = category_filter)
      ), groups as (
        select w.key, (array_agg(w.id order by w.created_at desc, w.id desc))[1] as newest_id,
          max(w.created_at) as newest_at, bool_or(w.read_at is null) as unread,
          count(*)::int as item_count, count(distinct w.actor_id)::int as actor_count
        from week w
        group by w.key
      )
      select g.key || ':' || to_char(week_start at time zone zone, 'YYYY-MM-DD'), n.type,
        private.notification_category(n.type), g.newest_id, g.newest_at, g.unread, g.item_count, g.actor_count,
        coalesce((
          select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'profile_photo_url', p.profile_photo_url)
                           order by a.at desc)
          from (select w.actor_id, max(w.created_at) as at from week w
                where w.key = g.key and w.actor_id is not null
                group by w.actor_id order by at desc limit 3) a
          join public.profiles p on p.id = a.actor_id
        ), '[]'::jsonb),
        n.actor_id, n.entity_type, n.entity_id, n.post_id, n.comment_id, n.data, n.read_at,
        (select po.body from public.posts po where po.id = n.post_id)
      from groups g
      join public.notifications n on n.id = g.newest_id
      where (cursor_at is null or (g.newest_at, g.newest_id) < (cursor_at, cursor_id))
        and (filter <> 'unread' or g.unread)
      order by g.newest_at desc, g.newest_id desc
      limit wanted;
    get diagnostics got = row_count;
    wanted := wanted - got;
    exit when wanted <= 0;
    cursor_at := week_start;
    cursor_id := '00000000-0000-0000-0000-000000000000';
  end loop;
end $$;
revoke all on function public.notification_groups(text, timestamptz, uuid, int) from public, anon;
grant execute on function public.notification_groups(text, timestamptz, uuid, int) to authenticated;

-- How many groups have an unread member: what the bell and the page header count (lines, not rows).
create function public.unread_notification_groups() returns int
language sql stable security invoker set search_path = '' as $$
  select count(distinct (private.notification_group_key(n.type, n.post_id, n.entity_id, n.data, n.id),
                         private.notification_week(n.created_at, z.zone)))::int
  from public.notifications n, (select private.notification_zone() as zone) z
  where n.recipient_id = (select auth.uid()) and n.read_at is null
$$;
revoke all on function public.unread_notification_groups() from public, anon;
grant execute on function public.unread_notification_groups() to authenticated;

-- Marks a group read: every unread row of its kind, object and week, up to the newest one the member saw (a row
-- that arrived since stays unread). Returns how many rows changed.
create function public.mark_notification_group_read(newest uuid) returns int
language plpgsql security invoker set search_path = '' as $$
declare
  seen public.notifications;
  zone text := private.notification_zone();
  week_start timestamptz;
  changed int;
begin
  select * into seen from public.notifications n where n.id = newest and n.recipient_id = (select auth.uid());
  if seen.id is null then
    return 0;
  end if;
  week_start := private.notification_week(seen.created_at, zone);
  update public.notifications n set read_at = now()
  where n.recipient_id = seen.recipient_id and n.read_at is null
    and n.created_at >= week_start
    and (n.created_at, n.id) <= (seen.created_at, seen.id)
    and n.type = seen.type
    and private.notification_group_key(n.type, n.post_id, n.entity_id, n.data, n.id)
      = private.notification_group_key(seen.type, seen.post_id, seen.entity_id, seen.data, seen.id);
  get diagnostics changed = row_count;
  return changed;
end $$;
revoke all on function public.mark_notification_group_read(uuid) from public, anon;
grant execute on function public.mark_notification_group_read(uuid) to authenticated;
