-- Profiles now have a `search` column (people search), and inside these two functions an unqualified
-- `search` meant that column rather than the parameter ("function btrim(tsvector) does not exist"). The
-- parameter is named by its function now (see footguns: a new column can capture a parameter's name).
create or replace function public.conversation_list(
  search text default null, show_archived boolean default false, before_at timestamptz default null,
  before_id uuid default null, page_size int default 20, only_id uuid default null
) returns table (
  id uuid, kind text, title text, photo_url text, last_message_at timestamptz, last_message_preview text,
  last_sender_id uuid, unread_count int, muted boolean, archived boolean, role text, last_read_at timestamptz,
  members jsonb
)
language sql stable security definer set search_path = '' as $$
  select c.id, c.kind, c.title, c.photo_url, mine.last_activity_at, c.last_message_preview, c.last_sender_id,
    mine.unread_count, mine.muted, mine.archived, mine.role, mine.last_read_at,
    (select coalesce(jsonb_agg(jsonb_build_object(
        'id', p.id, 'name', p.name, 'profile_photo_url', p.profile_photo_url, 'profile_type', p.profile_type,
        'role', m.role, 'last_read_at', m.last_read_at) order by m.joined_at, p.id), '[]')
      from public.conversation_members m join public.profiles p on p.id = m.user_id
      where m.conversation_id = c.id and m.left_at is null) as members
  from public.conversation_members mine
  join public.conversations c on c.id = mine.conversation_id
  where mine.user_id = (select auth.uid()) and mine.left_at is null
    and (only_id is not null or mine.archived = show_archived)
    and (only_id is null or mine.conversation_id = only_id)
    and (before_at is null or (mine.last_activity_at, mine.conversation_id) < (before_at, before_id))
    and (coalesce(btrim(conversation_list.search), '') = '' or c.title ilike '%' || btrim(conversation_list.search) || '%' or exists (
      select 1 from public.conversation_members o join public.profiles p on p.id = o.user_id
      where o.conversation_id = c.id and o.user_id <> mine.user_id and o.left_at is null
        and p.name ilike '%' || btrim(conversation_list.search) || '%'))
  order by mine.last_activity_at desc, mine.conversation_id desc
  limit least(greatest(coalesce(page_size, 20), 1), 100)
$$;
create or replace function public.message_candidates(search text, page_size int default 20) returns table (
  id uuid, name text, headline text, profile_photo_url text, profile_type text, refusal text
)
language sql stable security invoker set search_path = '' as $$
  select p.id, p.name, p.headline, p.profile_photo_url, p.profile_type,
    private.messaging_refusal((select auth.uid()), p.id)
  from public.profiles p
  where p.id <> (select auth.uid())
    and not p.id = any ((select private.blocked_ids())::uuid[])
    and p.name ilike '%' || coalesce(btrim(message_candidates.search), '') || '%'
  order by (p.id = any ((select private.associate_ids())::uuid[])) desc, p.name, p.id
  limit least(greatest(coalesce(page_size, 20), 1), 50)
$$;
