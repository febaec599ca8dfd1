-- Messages: direct and group conversations, their members (read position, mute, archive) and messages.
-- Who may write to whom is decided here (private.messaging_refusal); conversations are started and
-- changed only through definer functions; members insert messages as themselves under RLS.

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('direct', 'group')),
  title text check (char_length(title) between 1 and 80),
  photo_url text,
  -- "<smaller id>:<larger id>" for a direct conversation, so two members have at most one.
  direct_key text unique,
  created_by uuid references public.profiles (id) on delete set null,
  last_message_id uuid,
  last_message_at timestamptz not null default now(),
  last_message_preview text,
  last_sender_id uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint conversations_direct_key check ((kind = 'direct') = (direct_key is not null)),
  constraint conversations_direct_untitled check (kind = 'group' or (title is null and photo_url is null))
);
alter table public.conversations enable row level security;
create index conversations_created_by_idx on public.conversations (created_by);
create index conversations_last_sender_idx on public.conversations (last_sender_id);

create table public.conversation_members (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null default 'member' check (role in ('owner', 'member')),
  last_read_at timestamptz not null default now(),
  -- Messages from others after last_read_at, kept by triggers so a list page and the badge read one column.
  unread_count int not null default 0,
  -- The conversation's last message time, copied here so a member's list is one ordered index scan.
  last_activity_at timestamptz not null default now(),
  -- Set while the member has the conversation open (a heartbeat); no notification while it is in the future.
  viewing_until timestamptz,
  muted boolean not null default false,
  archived boolean not null default false,
  joined_at timestamptz not null default now(),
  left_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);
alter table public.conversation_members enable row level security;
create index conversation_members_list_idx on public.conversation_members
  (user_id, last_activity_at desc, conversation_id desc) where left_at is null;
create index conversation_members_unread_idx on public.conversation_members (user_id)
  where left_at is null and unread_count > 0 and not muted;

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null references public.profiles (id) on delete cascade,
  body text not null default '' check (char_length(body) <= 4000),
  -- [{ path, name, type, size }] in the message-attachments bucket, under "<conversation>/<sender>/".
  attachments jsonb not null default '[]' check (jsonb_typeof(attachments) = 'array' and jsonb_array_length(attachments) <= 10),
  reply_to_id uuid references public.messages (id) on delete set null,
  edited_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
alter table public.messages enable row level security;
create index messages_thread_idx on public.messages (conversation_id, created_at desc, id desc);
create index messages_sender_idx on public.messages (sender_id);
create index messages_reply_to_idx on public.messages (reply_to_id) where reply_to_id is not null;

-- ── membership helpers ─────────────────────────────────────────────────────────────────────────

create function private.is_conversation_member(conversation uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.conversation_members m
    where m.conversation_id = conversation and m.user_id = (select auth.uid()) and m.left_at is null)
$$;
revoke execute on function private.is_conversation_member(uuid) from public, anon;
grant execute on function private.is_conversation_member(uuid) to authenticated;

-- For storage policies: the object's first folder is a conversation the caller belongs to.
create function private.is_conversation_folder_member(folder text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.conversation_members m
    where m.conversation_id::text = folder and m.user_id = (select auth.uid()) and m.left_at is null)
$$;
revoke execute on function private.is_conversation_folder_member(text) from public, anon;
grant execute on function private.is_conversation_folder_member(text) to authenticated;

-- Why `sender` may not write to `recipient`, or null when they may. Never says who blocked whom.
-- `continuing` (an existing direct conversation) checks only blocks and the recipient's messages switch,
-- so someone who was written to can always answer.
create function private.messaging_refusal(sender uuid, recipient uuid, continuing boolean default false) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  target public.user_profiles;
  who text;
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
  if continuing then
    return null;
  end if;
  if exists (select 1 from public.associates where user_id = recipient and associate_id = sender) then
    return null;
  end if;
  if not target.allow_messages then
    return format('%s only accepts messages from associates', who);
  end if;
  if coalesce(target.profile_type, 'student') <> 'student' then
    return null;
  end if;
  if target.allow_follower_messages then
    if exists (select 1 from public.follows where follower_id = sender and followee_id = recipient) then
      return null;
    end if;
    return format('%s only accepts messages from associates and followers', who);
  end if;
  return format('%s only accepts messages from associates', who);
end $$;
revoke execute on function private.messaging_refusal(uuid, uuid, boolean) from public, anon;
grant execute on function private.messaging_refusal(uuid, uuid, boolean) to authenticated;

-- ── policies ───────────────────────────────────────────────────────────────────────────────────

create policy "members read their conversations" on public.conversations
  for select to authenticated using (private.is_conversation_member(id));

create policy "members read the members of their conversations" on public.conversation_members
  for select to authenticated using (user_id = (select auth.uid()) or private.is_conversation_member(conversation_id));
create policy "members change their own membership" on public.conversation_members
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "members read the messages of their conversations" on public.messages
  for select to authenticated using (private.is_conversation_member(conversation_id));
create policy "members send messages as themselves" on public.messages
  for insert to authenticated with check (
    sender_id = (select auth.uid()) and private.is_conversation_member(conversation_id));
create policy "senders edit and delete their messages" on public.messages
  for update to authenticated using (sender_id = (select auth.uid()) and private.is_conversation_member(conversation_id))
  with check (sender_id = (select auth.uid()));

grant select on public.conversations to authenticated;
grant select, update (muted, archived) on public.conversation_members to authenticated;
grant select, insert, update (body, deleted_at) on public.messages to authenticated;

-- ── guards and bookkeeping ─────────────────────────────────────────────────────────────────────

-- A new message: from an active member, to a direct conversation only while the rule still lets the
-- sender write (blocks and messaging_enabled; an existing conversation may continue past the
-- associates/followers rule, as replies must), with attachments in the sender's folder of this
-- conversation, replying to a message of the same conversation.
create function private.check_message() returns trigger
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
create trigger messages_check before insert on public.messages
  for each row execute function private.check_message();

-- Senders may change the body (marked edited) or delete (the text and files go, "message deleted" stays).
create function private.guard_message() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    if old.deleted_at is not null then
      raise exception 'This message was deleted' using errcode = '22023';
    end if;
    if new.deleted_at is not null then
      new := jsonb_populate_record(old, jsonb_build_object(
        'deleted_at', clock_timestamp(), 'body', '', 'attachments', '[]'::jsonb));
    elsif new.body is distinct from old.body then
      if btrim(new.body) = '' and jsonb_array_length(old.attachments) = 0 then
        raise exception 'A message cannot be empty; delete it instead' using errcode = '22023';
      end if;
      new := jsonb_populate_record(old, jsonb_build_object('body', btrim(new.body), 'edited_at', clock_timestamp()));
    else
      new := old;
    end if;
  end if;
  return new;
end $$;
create trigger messages_guard before update on public.messages
  for each row execute function private.guard_message();

create function private.message_preview(m public.messages) returns text
language sql immutable set search_path = '' as $$
  select case
    when m.deleted_at is not null then 'Message deleted'
    when m.body <> '' then left(m.body, 140)
    when jsonb_array_length(m.attachments) = 1 then 'Sent ' || coalesce(m.attachments->0->>'name', 'a file')
    else format('Sent %s files', jsonb_array_length(m.attachments))
  end
$$;

-- After a message: the conversation's last message, every member's activity time and unread count,
-- the sender's read position, archived conversations come back, and a notification for members who
-- are not looking at the conversation (viewing_until), have not muted it and have no unread message
-- notification for it already.
create function private.after_message() returns trigger
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
    for recipient in
      select m.user_id from public.conversation_members m
      where m.conversation_id = new.conversation_id and m.left_at is null and m.user_id <> new.sender_id
        and not m.muted and (m.viewing_until is null or m.viewing_until < clock_timestamp())
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
create trigger messages_after after insert or update on public.messages
  for each row execute function private.after_message();

-- Members may change muted and archived themselves; the read position moves through mark_conversation_read.
create function private.guard_conversation_member() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    new := jsonb_populate_record(old, jsonb_build_object('muted', new.muted, 'archived', new.archived));
  end if;
  return new;
end $$;
create trigger conversation_members_guard before update on public.conversation_members
  for each row execute function private.guard_conversation_member();

-- ── functions members call ─────────────────────────────────────────────────────────────────────

-- Whether the caller may write to `member` (null) or why not, for the UI before it offers a composer;
-- `in_conversation` for an existing direct conversation (only blocks and the messages switch count).
create function public.messaging_refusal(member uuid, in_conversation boolean default false) returns text
language plpgsql stable security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to send messages' using errcode = '42501';
  end if;
  return private.messaging_refusal((select auth.uid()), member, in_conversation);
end $$;
revoke execute on function public.messaging_refusal(uuid, boolean) from public, anon;
grant execute on function public.messaging_refusal(uuid, boolean) to authenticated;

-- Starts a conversation: with one member and no title, their direct conversation (the existing one
-- when there is one); otherwise a group owned by the caller. Every member must pass the rule.
create function public.start_conversation(member_ids uuid[], title text default null) returns uuid
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
    return conversation;
  end if;
  if group_title is not null and char_length(group_title) > 80 then
    raise exception 'A group name has at most 80 characters' using errcode = '22023';
  end if;
  insert into public.conversations (kind, title, created_by) values ('group', group_title, me) returning id into conversation;
  insert into public.conversation_members (conversation_id, user_id, role)
    select conversation, me, 'owner' union all select conversation, o, 'member' from unnest(others) o;
  return conversation;
end $$;
revoke execute on function public.start_conversation(uuid[], text) from public, anon;
grant execute on function public.start_conversation(uuid[], text) to authenticated;

create function private.require_group_owner(conversation uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.conversations c join public.conversation_members m on m.conversation_id = c.id
                 where c.id = conversation and c.kind = 'group' and m.user_id = (select auth.uid())
                   and m.role = 'owner' and m.left_at is null) then
    raise exception 'Only the group''s owner can do that' using errcode = '42501';
  end if;
end $$;
revoke execute on function private.require_group_owner(uuid) from public, anon;

-- The owner renames the group or changes its photo (null leaves a field as it is; '' clears the photo).
create function public.update_conversation(conversation_id uuid, title text default null, photo_url text default null)
returns void
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
begin
  perform private.require_group_owner(conversation_id);
  if title is not null and (char_length(btrim(title)) not between 1 and 80) then
    raise exception 'A group name has 1 to 80 characters' using errcode = '22023';
  end if;
  update public.conversations c
    set title = coalesce(nullif(btrim(title), ''), c.title),
        photo_url = case when photo_url is null then c.photo_url else nullif(photo_url, '') end
    where c.id = conversation_id;
end $$;
revoke execute on function public.update_conversation(uuid, text, text) from public, anon;
grant execute on function public.update_conversation(uuid, text, text) to authenticated;

-- The owner adds members, each subject to the messaging rule (someone who left may be added back).
create function public.add_conversation_members(conversation_id uuid, member_ids uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := (select auth.uid());
  other uuid;
  refusal text;
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
  end loop;
  if (select count(*) from public.conversation_members m where m.conversation_id = conversation_id and m.left_at is null) > 50 then
    raise exception 'A group can have at most 50 members' using errcode = '22023';
  end if;
end $$;
revoke execute on function public.add_conversation_members(uuid, uuid[]) from public, anon;
grant execute on function public.add_conversation_members(uuid, uuid[]) to authenticated;

-- The owner removes a member, or a member leaves (member_id = the caller). An owner who leaves hands
-- the group to its longest-standing member.
create function public.remove_conversation_member(conversation_id uuid, member_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := (select auth.uid());
  was_owner boolean;
begin
  if me is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if member_id is distinct from me then
    perform private.require_group_owner(conversation_id);
  elsif (select kind from public.conversations where id = conversation_id) is distinct from 'group'
        or not private.is_conversation_member(conversation_id) then
    raise exception 'You can leave only groups you are in' using errcode = '42501';
  end if;
  update public.conversation_members m set left_at = clock_timestamp(), viewing_until = null
    where m.conversation_id = conversation_id and m.user_id = member_id and m.left_at is null
    returning m.role = 'owner' into was_owner;
  if was_owner then
    update public.conversation_members m set role = 'member'
      where m.conversation_id = conversation_id and m.user_id = member_id;
    update public.conversation_members m set role = 'owner'
      where (m.conversation_id, m.user_id) = (
        select n.conversation_id, n.user_id from public.conversation_members n
        where n.conversation_id = conversation_id and n.left_at is null order by n.joined_at, n.user_id limit 1);
  end if;
end $$;
revoke execute on function public.remove_conversation_member(uuid, uuid) from public, anon;
grant execute on function public.remove_conversation_member(uuid, uuid) to authenticated;

-- The caller read the conversation up to now. `viewing` says the conversation is open on screen: no
-- notification for new messages for the next 45 seconds (the client repeats this every 30 s while open,
-- and with viewing false when it closes).
create function public.mark_conversation_read(conversation_id uuid, viewing boolean default false) returns void
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
begin
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
revoke execute on function public.mark_conversation_read(uuid, boolean) from public, anon;
grant execute on function public.mark_conversation_read(uuid, boolean) to authenticated;

-- A page of the caller's conversations, newest activity first (keyset on last_activity_at, id), with
-- unread counts and the active members (names of private profiles included: they are in the conversation).
-- `only_id` returns one conversation in the same shape.
create function public.conversation_list(
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
    and (coalesce(btrim(search), '') = '' or c.title ilike '%' || btrim(search) || '%' or exists (
      select 1 from public.conversation_members o join public.profiles p on p.id = o.user_id
      where o.conversation_id = c.id and o.user_id <> mine.user_id and o.left_at is null
        and p.name ilike '%' || btrim(search) || '%'))
  order by mine.last_activity_at desc, mine.conversation_id desc
  limit least(greatest(coalesce(page_size, 20), 1), 100)
$$;
revoke execute on function public.conversation_list(text, boolean, timestamptz, uuid, int, uuid) from public, anon;
grant execute on function public.conversation_list(text, boolean, timestamptz, uuid, int, uuid) to authenticated;

-- People the caller may look for to start a conversation, each with the reason they cannot be written
-- to (null when they can). Profiles the caller cannot see are not returned; blocked members neither.
create function public.message_candidates(search text, page_size int default 20) returns table (
  id uuid, name text, headline text, profile_photo_url text, profile_type text, refusal text
)
language sql stable security invoker set search_path = '' as $$
  select p.id, p.name, p.headline, p.profile_photo_url, p.profile_type,
    private.messaging_refusal((select auth.uid()), p.id)
  from public.profiles p
  where p.id <> (select auth.uid())
    and not p.id = any ((select private.blocked_ids())::uuid[])
    and p.name ilike '%' || coalesce(btrim(search), '') || '%'
  order by (p.id = any ((select private.associate_ids())::uuid[])) desc, p.name, p.id
  limit least(greatest(coalesce(page_size, 20), 1), 50)
$$;
revoke execute on function public.message_candidates(text, int) from public, anon;
grant execute on function public.message_candidates(text, int) to authenticated;

-- A member reports a conversation (or one message in it) to the moderators.
create table public.message_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references public.profiles (id) on delete cascade,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  message_id uuid references public.messages (id) on delete set null,
  reason text not null check (char_length(reason) between 1 and 1000),
  created_at timestamptz not null default now()
);
alter table public.message_reports enable row level security;
create index message_reports_reporter_idx on public.message_reports (reporter_id);
create index message_reports_conversation_idx on public.message_reports (conversation_id);
create index message_reports_message_idx on public.message_reports (message_id);
create policy "members read their reports" on public.message_reports
  for select to authenticated using (reporter_id = (select auth.uid()));
create policy "members report conversations they are in" on public.message_reports
  for insert to authenticated with check (
    reporter_id = (select auth.uid()) and private.is_conversation_member(conversation_id));
grant select, insert (reporter_id, conversation_id, message_id, reason) on public.message_reports to authenticated;

-- ── attachments: readable by the conversation's members only ───────────────────────────────────

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('message-attachments', 'message-attachments', false, 10485760,
        array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'])
on conflict (id) do nothing;

create policy "members read their conversations' attachments" on storage.objects
  for select to authenticated using (
    bucket_id = 'message-attachments' and private.is_conversation_folder_member((storage.foldername(name))[1]));
create policy "members upload attachments into their folder of a conversation" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'message-attachments' and (storage.foldername(name))[2] = (select auth.uid())::text
    and private.is_conversation_folder_member((storage.foldername(name))[1]));
create policy "members remove their attachments" on storage.objects
  for delete to authenticated using (
    bucket_id = 'message-attachments' and (storage.foldername(name))[2] = (select auth.uid())::text);

-- ── notifications and realtime ─────────────────────────────────────────────────────────────────

insert into public.notification_types (type) values ('message');

alter publication supabase_realtime add table public.conversations, public.conversation_members, public.messages;
