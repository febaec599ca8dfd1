-- Message requests (issue 35 item 5): a conversation started by someone the recipient does not trust
-- (not an associate, not verified staff of the recipient's university) waits in the recipient's Requests.
-- The request's state lives in its own table that only the recipient reads, so the sender cannot tell a
-- pending request from a declined one or from an accepted conversation not yet read. Limits on new
-- conversations with non-associates (per day) and on organisations' proactive messages to students (per
-- season) are counted from the same rows. Blocks hold for groups an organisation writes to and for the
-- event organisers' bulk message.

create table public.conversation_requests (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  sender_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  -- Counted against an organisation's season allowance (the recipient was a student when asked).
  to_student boolean not null default false,
  from_organisation boolean not null default false,
  -- The recipient's own read position while the request waits (conversation_members.last_read_at, which
  -- the sender reads as "Seen", does not move until the request is accepted).
  seen_at timestamptz,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  primary key (conversation_id, recipient_id)
);
alter table public.conversation_requests enable row level security;
create index conversation_requests_recipient_idx on public.conversation_requests (recipient_id, status);
create index conversation_requests_sender_idx on public.conversation_requests (sender_id, created_at desc);

create policy "recipients read their message requests" on public.conversation_requests
  for select to authenticated using (recipient_id = (select auth.uid()));
create policy "Two-step verification completed when turned on" on public.conversation_requests
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
revoke all on public.conversation_requests from anon, authenticated;
grant select on public.conversation_requests to authenticated;

-- ── who is trusted, and the allowances ─────────────────────────────────────────────────────────

create function private.is_organisation_type(profile_type text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(profile_type in ('company', 'employer', 'university', 'investor', 'philanthropist'), false)
$$;

-- `sender` is verified staff (or the university account itself) of a university that verified `recipient`.
create function private.is_university_staff_for(sender uuid, recipient uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.verification_requests r
    where r.requester_id = recipient and r.status = 'approved'
      and (r.university_id = sender or exists (
        select 1 from public.verification_requests s
        where s.requester_id = sender and s.university_id = r.university_id
          and s.role = 'staff' and s.status = 'approved')))
$$;
revoke all on function private.is_university_staff_for(uuid, uuid) from public, anon, authenticated;

-- A conversation from `sender` goes straight to `recipient`'s inbox.
create function private.is_trusted_sender(sender uuid, recipient uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.associates where user_id = recipient and associate_id = sender)
    or private.is_university_staff_for(sender, recipient)
$$;
revoke all on function private.is_trusted_sender(uuid, uuid) from public, anon, authenticated;

create function private.daily_request_limit() returns int language sql immutable set search_path = '' as $$ select 10 $$;
create function private.season_request_limit() returns int language sql immutable set search_path = '' as $$ select 50 $$;

-- The start of the sender's day (in their time zone) and of the season (a calendar quarter, UTC).
create function private.request_day_start(sender uuid, as_of timestamptz) returns timestamptz
language sql stable security definer set search_path = '' as $$
  select date_trunc('day', as_of at time zone z) at time zone z
  from (select coalesce((select u.timezone from public.user_profiles u where u.user_id = sender), 'UTC') as z) s
$$;
create function private.season_start(as_of timestamptz) returns timestamptz
language sql immutable set search_path = '' as $$
  select date_trunc('quarter', as_of at time zone 'UTC') at time zone 'UTC'
$$;
revoke all on function private.request_day_start(uuid, timestamptz) from public, anon, authenticated;

-- New conversations `sender` started today with people who did not trust them (a group counts once).
create function private.requests_today(sender uuid, as_of timestamptz default now()) returns int
language sql stable security definer set search_path = '' as $$
  select count(distinct r.conversation_id)::int from public.conversation_requests r
  where r.sender_id = sender and r.created_at >= private.request_day_start(sender, as_of)
$$;
-- Students an organisation reached with a request this season.
create function private.season_requests(sender uuid, as_of timestamptz default now()) returns int
language sql stable security definer set search_path = '' as $$
  select count(*)::int from public.conversation_requests r
  where r.sender_id = sender and r.to_student and r.created_at >= private.season_start(as_of)
$$;
revoke all on function private.requests_today(uuid, timestamptz) from public, anon, authenticated;
revoke all on function private.season_requests(uuid, timestamptz) from public, anon, authenticated;

-- Why `sender` may not send one more request (to `students` more students), or null.
create function private.request_limit_refusal(sender uuid, students int default 0) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  sender_type text := (select p.profile_type from public.profiles p where p.id = sender);
begin
  if private.requests_today(sender) >= private.daily_request_limit() then
    return format('You can start %s new conversations a day with people who are not your associates. Try again tomorrow',
      private.daily_request_limit());
  end if;
  if students > 0 and private.is_organisation_type(sender_type)
     and private.season_requests(sender) + students > private.season_request_limit() then
    return format('Organisations can message %s students a season who have not connected with them; yours are used until %s',
      private.season_request_limit(),
      to_char(private.season_start(now()) + interval '3 months', 'FMDD FMMonth YYYY'));
  end if;
  return null;
end $$;
revoke all on function private.request_limit_refusal(uuid, int) from public, anon, authenticated;

-- The caller's allowances, for the new-message screen.
create function public.message_allowance() returns table (
  daily_limit int, daily_used int, season_limit int, season_used int, season_ends_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select private.daily_request_limit(), private.requests_today((select auth.uid())),
    case when private.is_organisation_type(p.profile_type) then private.season_request_limit() end,
    case when private.is_organisation_type(p.profile_type) then private.season_requests((select auth.uid())) end,
    case when private.is_organisation_type(p.profile_type) then private.season_start(now()) + interval '3 months' end
  from public.profiles p where p.id = (select auth.uid())
$$;
revoke all on function public.message_allowance() from public, anon;
grant execute on function public.message_allowance() to authenticated;

-- ── the rule: trusted senders, organisations may ask students, and the limits ─────────────────

create or replace function private.messaging_refusal(sender uuid, recipient uuid, continuing boolean default false) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  target public.user_profiles;
  who text;
  sender_type text;
begin
  if sender = recipient then
    return 'You cannot message yourself';
  end if;
  select * into target from public.user_profiles where user_id = recipient;
  if target.user_id is null then
    return 'This member cannot be found';
  end if;
  who := coalesce(nullif(target.first_name, ''), target.name);
  if exists (select 1 from public.user_blocks where blocker_id = sender and blocked_id = recipient) then
    return format('You blocked %s. Unblock them to send messages', who);
  end if;
  if exists (select 1 from public.user_blocks where blocker_id = recipient and blocked_id = sender) then
    return format('%s is not accepting messages from you', who);
  end if;
  if not target.messaging_enabled then
    return format('%s has turned off messages', who);
  end if;
  -- Opening a direct conversation that already exists continues it.
  continuing := continuing or exists (select 1 from public.conversations c
    where c.direct_key = least(sender, recipient)::text || ':' || greatest(sender, recipient)::text);
  if continuing or private.is_trusted_sender(sender, recipient) then
    return null;
  end if;
  if not target.allow_messages then
    return format('%s only accepts messages from associates', who);
  end if;
  sender_type := (select p.profile_type from public.profiles p where p.id = sender);
  -- From here on the conversation would be a request.
  if coalesce(target.profile_type, 'student') <> 'student' then
    return private.request_limit_refusal(sender);
  end if;
  if private.is_organisation_type(sender_type)
     or (target.allow_follower_messages
         and exists (select 1 from public.follows where follower_id = sender and followee_id = recipient)) then
    return private.request_limit_refusal(sender, 1);
  end if;
  if target.allow_follower_messages then
    return format('%s only accepts messages from associates and followers', who);
  end if;
  return format('%s only accepts messages from associates', who);
end $$;

-- Requests for the members of a new or grown conversation who do not trust the one who wrote to them.
create function private.open_requests(conversation uuid, sender uuid, members uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
declare
  asked uuid[];
  students int;
  refusal text;
begin
  select coalesce(array_agg(m), '{}') into asked from unnest(members) m where not private.is_trusted_sender(sender, m);
  if cardinality(asked) = 0 then
    return;
  end if;
  select count(*)::int into students from public.profiles p where p.id = any (asked) and p.profile_type = 'student';
  refusal := private.request_limit_refusal(sender, students);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501', hint = 'message_request_limit';
  end if;
  insert into public.conversation_requests (conversation_id, recipient_id, sender_id, to_student, from_organisation)
    select conversation, p.id, sender, p.profile_type = 'student',
      private.is_organisation_type((select s.profile_type from public.profiles s where s.id = sender))
    from public.profiles p where p.id = any (asked)
    on conflict do nothing;
end $$;
revoke all on function private.open_requests(uuid, uuid, uuid[]) from public, anon, authenticated;

create or replace function public.start_conversation(member_ids uuid[], title text default null) returns uuid
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := (select auth.uid());
  others uuid[];
  other uuid;
  refusal text;
  key text;
  conversation uuid;
  group_title text := nullif(btrim(coalesce(title, '')), '');
begin
  if me is null then
    raise exception 'Sign in to send messages' using errcode = '42501';
  end if;
  select coalesce(array_agg(distinct m), '{}') into others from unnest(member_ids) m where m is not null and m <> me;
  if cardinality(others) = 0 then
    raise exception 'Choose at least one member to message' using errcode = '22023';
  end if;
  if cardinality(others) > 49 then
    raise exception 'A group can have at most 50 members' using errcode = '22023';
  end if;
  foreach other in array others loop
    refusal := private.messaging_refusal(me, other);
    if refusal is not null then
      raise exception '%', refusal using errcode = '42501';
    end if;
  end loop;
  if cardinality(others) = 1 and group_title is null then
    key := least(me, others[1])::text || ':' || greatest(me, others[1])::text;
    select id into conversation from public.conversations where direct_key = key;
    if conversation is not null then
      update public.conversation_members set archived = false
        where conversation_id = conversation and user_id = me;
      return conversation;
    end if;
    insert into public.conversations (kind, direct_key, created_by) values ('direct', key, me)
      on conflict (direct_key) do nothing returning id into conversation;
    if conversation is null then
      return (select id from public.conversations where direct_key = key);
    end if;
    insert into public.conversation_members (conversation_id, user_id, role)
      values (conversation, me, 'owner'), (conversation, others[1], 'member');
    perform private.open_requests(conversation, me, others);
    return conversation;
  end if;
  if group_title is not null and char_length(group_title) > 80 then
    raise exception 'A group name has at most 80 characters' using errcode = '22023';
  end if;
  insert into public.conversations (kind, title, created_by) values ('group', group_title, me) returning id into conversation;
  insert into public.conversation_members (conversation_id, user_id, role)
    select conversation, me, 'owner' union all select conversation, o, 'member' from unnest(others) o;
  perform private.open_requests(conversation, me, others);
  return conversation;
end $$;

create or replace function public.add_conversation_members(conversation_id uuid, member_ids uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := (select auth.uid());
  other uuid;
  refusal text;
  added uuid[] := '{}';
begin
  perform private.require_group_owner(conversation_id);
  foreach other in array coalesce(member_ids, '{}') loop
    continue when other = me or exists (select 1 from public.conversation_members m
      where m.conversation_id = conversation_id and m.user_id = other and m.left_at is null);
    refusal := private.messaging_refusal(me, other);
    if refusal is not null then
      raise exception '%', refusal using errcode = '42501';
    end if;
    insert into public.conversation_members (conversation_id, user_id, role, last_read_at, last_activity_at)
      values (conversation_id, other, 'member', clock_timestamp(),
              (select last_message_at from public.conversations where id = conversation_id))
      on conflict on constraint conversation_members_pkey do update
        set left_at = null, joined_at = clock_timestamp(), last_read_at = clock_timestamp(), unread_count = 0,
            role = 'member', last_activity_at = excluded.last_activity_at;
    added := added || other;
  end loop;
  if (select count(*) from public.conversation_members m where m.conversation_id = conversation_id and m.left_at is null) > 50 then
    raise exception 'A group can have at most 50 members' using errcode = '22023';
  end if;
  perform private.open_requests(conversation_id, me, added);
end $$;

-- ── messages: blocks in groups an organisation writes to; requests neither notify nor resurface ─

create or replace function private.check_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  other uuid;
  refusal text;
  att jsonb;
  prefix text := new.conversation_id::text || '/' || new.sender_id::text || '/';
begin
  new.body := btrim(new.body);
  if new.body = '' and jsonb_array_length(new.attachments) = 0 then
    raise exception 'Write a message or attach a file' using errcode = '22023';
  end if;
  if (select auth.uid()) is not null then
    new.edited_at := null;
    new.deleted_at := null;
    new.created_at := clock_timestamp();
    if not exists (select 1 from public.conversation_members
                   where conversation_id = new.conversation_id and user_id = new.sender_id and left_at is null) then
      raise exception 'You are not a member of this conversation' using errcode = '42501';
    end if;
    if (select kind from public.conversations where id = new.conversation_id) = 'direct' then
      select user_id into other from public.conversation_members
        where conversation_id = new.conversation_id and user_id <> new.sender_id;
      refusal := private.messaging_refusal(new.sender_id, other, continuing => true);
      if refusal is not null then
        raise exception '%', refusal using errcode = '42501';
      end if;
    elsif private.is_organisation_type((select p.profile_type from public.profiles p where p.id = new.sender_id))
          and exists (select 1 from public.conversation_members m
                      where m.conversation_id = new.conversation_id and m.left_at is null
                        and m.user_id <> new.sender_id and private.blocked_between(m.user_id, new.sender_id)) then
      -- A student who blocked an organisation is not reached through a group either.
      raise exception 'Someone in this group is not accepting messages from you' using errcode = '42501';
    end if;
  end if;
  for att in select * from jsonb_array_elements(new.attachments) loop
    if jsonb_typeof(att) <> 'object' or not (att->>'path') like prefix || '%' or (att->>'path') like '%..%'
       or not (att->>'type') in ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf') then
      raise exception 'Attachments must be images or PDFs uploaded to this conversation' using errcode = '22023';
    end if;
  end loop;
  if new.reply_to_id is not null and not exists (
    select 1 from public.messages where id = new.reply_to_id and conversation_id = new.conversation_id) then
    raise exception 'You can only reply to a message in this conversation' using errcode = '22023';
  end if;
  return new;
end $$;

-- As before, except: a member whose request is pending or declined is never notified and a declined
-- conversation does not come back from the archive (unread counts move for every member alike, so the
-- sender sees the same thing whatever the recipient decided).
create or replace function private.after_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  recipient record;
begin
  if tg_op = 'INSERT' then
    update public.conversations
      set last_message_id = new.id, last_message_at = new.created_at,
          last_message_preview = private.message_preview(new), last_sender_id = new.sender_id
      where id = new.conversation_id;
    update public.conversation_members m
      set last_activity_at = new.created_at,
          unread_count = case when m.user_id = new.sender_id then 0 else m.unread_count + 1 end,
          last_read_at = case when m.user_id = new.sender_id then new.created_at else m.last_read_at end,
          archived = case when m.user_id <> new.sender_id and not m.muted then false else m.archived end
      where m.conversation_id = new.conversation_id and m.left_at is null;
    -- Answering a request accepts it.
    update public.conversation_requests set status = 'accepted', decided_at = clock_timestamp()
      where conversation_id = new.conversation_id and recipient_id = new.sender_id and status = 'pending';
    for recipient in
      select m.user_id from public.conversation_members m
      where m.conversation_id = new.conversation_id and m.left_at is null and m.user_id <> new.sender_id
        and not m.muted and (m.viewing_until is null or m.viewing_until < clock_timestamp())
        and not exists (select 1 from public.conversation_requests r
                        where r.conversation_id = m.conversation_id and r.recipient_id = m.user_id
                          and r.status <> 'accepted')
        and not exists (select 1 from public.notifications n
                        where n.recipient_id = m.user_id and n.type = 'message' and n.read_at is null
                          and n.entity_id = new.conversation_id)
    loop
      perform private.notify(recipient.user_id, new.sender_id, 'message', 'conversation', new.conversation_id,
        extra => jsonb_build_object('excerpt', private.message_preview(new), 'conversation_id', new.conversation_id));
    end loop;
  elsif tg_op = 'UPDATE' then
    update public.conversations set last_message_preview = private.message_preview(new)
      where id = new.conversation_id and last_message_id = new.id;
  end if;
  return null;
end $$;

-- Reading a request moves only the recipient's own seen_at (no "Seen" for the sender, no live change on
-- the membership row the sender receives, no "viewing").
create or replace function public.mark_conversation_read(conversation_id uuid, viewing boolean default false) returns void
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
begin
  update public.conversation_requests r set seen_at = clock_timestamp()
    where r.conversation_id = conversation_id and r.recipient_id = (select auth.uid()) and r.status <> 'accepted';
  if found then
    return;
  end if;
  update public.conversation_members m
    set last_read_at = greatest(m.last_read_at, clock_timestamp()), unread_count = 0,
        viewing_until = case when viewing then clock_timestamp() + interval '45 seconds' end
    where m.conversation_id = conversation_id and m.user_id = (select auth.uid()) and m.left_at is null;
  if viewing then
    update public.notifications n set read_at = clock_timestamp()
      where n.recipient_id = (select auth.uid()) and n.type = 'message' and n.entity_id = conversation_id
        and n.read_at is null;
  end if;
end $$;

-- The recipient accepts (into the inbox, read now) or declines (silently: the row stays for the sender,
-- the recipient no longer sees the conversation, and later messages in it do not bring it back).
create function public.respond_to_message_request(conversation_id uuid, accept boolean) returns void
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := (select auth.uid());
begin
  update public.conversation_requests r set status = case when accept then 'accepted' else 'declined' end,
      decided_at = clock_timestamp()
    where r.conversation_id = conversation_id and r.recipient_id = me and r.status = 'pending';
  if not found then
    raise exception 'This message request was already answered or does not exist' using errcode = 'P0002';
  end if;
  if accept then
    update public.conversation_members m set last_read_at = greatest(m.last_read_at, clock_timestamp()), unread_count = 0
      where m.conversation_id = conversation_id and m.user_id = me;
  end if;
end $$;
revoke all on function public.respond_to_message_request(uuid, boolean) from public, anon;
grant execute on function public.respond_to_message_request(uuid, boolean) to authenticated;

-- Conversations with unread messages in the inbox (not muted, not requests): the nav badge.
create function public.unread_conversation_count() returns int
language sql stable security definer set search_path = '' as $$
  select count(*)::int from public.conversation_members m
  where m.user_id = (select auth.uid()) and m.left_at is null and m.unread_count > 0 and not m.muted
    and not exists (select 1 from public.conversation_requests r
                    where r.conversation_id = m.conversation_id and r.recipient_id = m.user_id and r.status <> 'accepted')
$$;
revoke all on function public.unread_conversation_count() from public, anon;
grant execute on function public.unread_conversation_count() to authenticated;

create function public.message_request_count() returns int
language sql stable security definer set search_path = '' as $$
  select count(*)::int from public.conversation_requests r
  join public.conversation_members m on m.conversation_id = r.conversation_id and m.user_id = r.recipient_id
  where r.recipient_id = (select auth.uid()) and r.status = 'pending' and m.left_at is null
$$;
revoke all on function public.message_request_count() from public, anon;
grant execute on function public.message_request_count() to authenticated;

-- The list, as before, in two folders: the inbox (accepted or never a request; archived or not) and
-- requests (pending). A declined conversation is in neither, not even by id. `request_status` is
-- 'pending' for a request and null otherwise; a request's unread count is its messages since seen_at.
drop function public.conversation_list(text, boolean, timestamptz, uuid, int, uuid);
create function public.conversation_list(
  search text default null, show_archived boolean default false, before_at timestamptz default null,
  before_id uuid default null, page_size int default 20, only_id uuid default null, folder text default 'inbox'
) returns table (
  id uuid, kind text, title text, photo_url text, last_message_at timestamptz, last_message_preview text,
  last_sender_id uuid, unread_count int, muted boolean, archived boolean, role text, last_read_at timestamptz,
  members jsonb, request_status text
)
language sql stable security definer set search_path = '' as $$
  select c.id, c.kind, c.title, c.photo_url, mine.last_activity_at, c.last_message_preview, c.last_sender_id,
    case when req.status = 'pending' then (
        select count(*)::int from public.messages x
        where x.conversation_id = c.id and x.sender_id <> mine.user_id
          and x.created_at > coalesce(req.seen_at, '-infinity'))
      else mine.unread_count end,
    mine.muted, mine.archived, mine.role, mine.last_read_at,
    (select coalesce(jsonb_agg(jsonb_build_object(
        'id', p.id, 'name', p.name, 'profile_photo_url', p.profile_photo_url, 'profile_type', p.profile_type,
        'role', m.role, 'last_read_at', m.last_read_at) order by m.joined_at, p.id), '[]')
      from public.conversation_members m join public.profiles p on p.id = m.user_id
      where m.conversation_id = c.id and m.left_at is null) as members,
    case when req.status = 'pending' then 'pending' end
  from public.conversation_members mine
  join public.conversations c on c.id = mine.conversation_id
  left join public.conversation_requests req on req.conversation_id = mine.conversation_id and req.recipient_id = mine.user_id
  where mine.user_id = (select auth.uid()) and mine.left_at is null
    and req.status is distinct from 'declined'
    and (only_id is not null or (case when conversation_list.folder = 'requests' then req.status = 'pending'
         else req.status is distinct from 'pending' and mine.archived = show_archived end))
    and (only_id is null or mine.conversation_id = only_id)
    and (before_at is null or (mine.last_activity_at, mine.conversation_id) < (before_at, before_id))
    and (coalesce(btrim(conversation_list.search), '') = '' or c.title ilike '%' || btrim(conversation_list.search) || '%' or exists (
      select 1 from public.conversation_members o join public.profiles p on p.id = o.user_id
      where o.conversation_id = c.id and o.user_id <> mine.user_id and o.left_at is null
        and p.name ilike '%' || btrim(conversation_list.search) || '%'))
  order by mine.last_activity_at desc, mine.conversation_id desc
  limit least(greatest(coalesce(page_size, 20), 1), 100)
$$;
revoke execute on function public.conversation_list(text, boolean, timestamptz, uuid, int, uuid, text) from public, anon;
grant execute on function public.conversation_list(text, boolean, timestamptz, uuid, int, uuid, text) to authenticated;

-- ── the one bulk message: an event organiser to attendees, never to members who blocked them ───

create or replace function public.message_event_attendees(event_id uuid, message text, include_interested boolean default false)
returns integer
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  ev public.events;
  sent int;
begin
  select * into ev from public.events e where e.id = message_event_attendees.event_id;
  if ev.id is null or ev.organizer_id is distinct from (select auth.uid()) then
    raise exception 'Only the organiser can message attendees' using errcode = '42501', hint = 'not_organizer';
  end if;
  if char_length(btrim(coalesce(message, ''))) not between 1 and 1000 then
    raise exception 'Write a message of up to 1,000 characters' using errcode = '22023', hint = 'invalid_message';
  end if;
  select count(*) into sent from (
    select private.notify(r.user_id, ev.organizer_id, 'event_message', 'event', ev.id, null, null,
      jsonb_build_object('excerpt', ev.title, 'message', btrim(message)))
    from public.event_rsvps r
    where r.event_id = ev.id and (r.status = 'going' or (include_interested and r.status = 'interested'))
      and not private.blocked_between(r.user_id, ev.organizer_id)) s;
  return sent;
end $$;
