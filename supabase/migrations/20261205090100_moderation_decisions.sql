-- Issue 35 items 2 and 3: moderators decide cases with a rule and a statement of reasons; the affected member is told
-- in the app and by e-mail, reporters hear the outcome; restrictions are enforced by triggers on posts, comments and
-- messages; every act goes into an audit log nobody can change; the affected member appeals once, within 6 months,
-- and a different moderator decides. Strikes are decisions against a member that were not reversed, for 12 months.

create table public.moderation_decisions (
  id uuid primary key default gen_random_uuid(),
  case_id uuid references public.moderation_cases (id) on delete set null,
  target_kind text not null,
  target_id uuid not null,
  subject_id uuid references public.profiles (id) on delete cascade,
  community_id uuid references public.communities (id) on delete set null,
  moderator_id uuid references public.profiles (id) on delete set null,
  action text not null check (action in ('dismiss', 'remove', 'restrict', 'suspend')),
  rule text not null check (char_length(btrim(rule)) between 1 and 200),
  statement text not null check (char_length(btrim(statement)) between 10 and 4000),
  excerpt text not null default '',
  restricted_until timestamptz,
  created_at timestamptz not null default now(),
  reversed_at timestamptz,
  reversal_statement text
);
alter table public.moderation_decisions enable row level security;
create index moderation_decisions_subject on public.moderation_decisions (subject_id, created_at desc);
create index moderation_decisions_restrictions on public.moderation_decisions (subject_id)
  where action in ('restrict', 'suspend') and reversed_at is null;
-- Members read their own decisions without learning which moderator took them (the platform's default
-- privileges grant every column: take them back first).
revoke all on public.moderation_decisions from anon, authenticated;
grant select (id, case_id, target_kind, target_id, subject_id, community_id, action, rule, statement, excerpt,
  restricted_until, created_at, reversed_at, reversal_statement) on public.moderation_decisions to authenticated;
grant all on public.moderation_decisions to service_role;
create policy "members read decisions about them" on public.moderation_decisions
  for select to authenticated using (subject_id = (select auth.uid()));
create policy "platform moderators read every decision" on public.moderation_decisions
  for select to authenticated using ((select private.is_platform_moderator()));
create policy "community moderators read their communities' decisions" on public.moderation_decisions
  for select to authenticated using (community_id = any ((select private.moderated_community_ids())::uuid[]));
create policy "Two-step verification completed when turned on" on public.moderation_decisions
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

create table public.moderation_appeals (
  id uuid primary key default gen_random_uuid(),
  decision_id uuid not null unique references public.moderation_decisions (id) on delete cascade,
  appellant_id uuid not null references public.profiles (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 10 and 4000),
  status text not null default 'open' check (status in ('open', 'upheld', 'reversed')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  outcome_statement text
);
alter table public.moderation_appeals enable row level security;
create index moderation_appeals_open on public.moderation_appeals (created_at, id) where status = 'open';
revoke all on public.moderation_appeals from anon, authenticated;
grant select on public.moderation_appeals to authenticated;
grant all on public.moderation_appeals to service_role;
create policy "members read their appeals" on public.moderation_appeals
  for select to authenticated using (appellant_id = (select auth.uid()));
create policy "platform moderators read every appeal" on public.moderation_appeals
  for select to authenticated using ((select private.is_platform_moderator()));
create policy "community moderators read appeals on their communities' decisions" on public.moderation_appeals
  for select to authenticated
  using (exists (select 1 from public.moderation_decisions d where d.id = decision_id
    and d.community_id = any ((select private.moderated_community_ids())::uuid[])));
create policy "Two-step verification completed when turned on" on public.moderation_appeals
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

-- The audit log: written only by the moderation functions (as owner), read by moderators, changed by nobody.
create table public.moderation_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid references public.profiles (id) on delete set null,
  action text not null,
  case_id uuid,
  decision_id uuid,
  appeal_id uuid,
  target_kind text,
  target_id uuid,
  subject_id uuid,
  community_id uuid,
  rule text,
  statement text
);
alter table public.moderation_audit_log enable row level security;
create index moderation_audit_log_recent on public.moderation_audit_log (at desc, id desc);
revoke all on public.moderation_audit_log from anon, authenticated, service_role;
grant select on public.moderation_audit_log to authenticated, service_role;
create policy "platform moderators read the audit log" on public.moderation_audit_log
  for select to authenticated using ((select private.is_platform_moderator()));
create policy "community moderators read their communities' entries" on public.moderation_audit_log
  for select to authenticated using (community_id = any ((select private.moderated_community_ids())::uuid[]));
create policy "Two-step verification completed when turned on" on public.moderation_audit_log
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
create function private.refuse_audit_change() returns trigger language plpgsql set search_path = '' as $$
begin
  raise exception 'The moderation audit log cannot be changed' using errcode = '42501';
end $$;
revoke all on function private.refuse_audit_change() from public, anon;
create trigger moderation_audit_log_immutable before update or delete on public.moderation_audit_log
  for each row execute function private.refuse_audit_change();
create trigger moderation_audit_log_no_truncate before truncate on public.moderation_audit_log
  for each statement execute function private.refuse_audit_change();

-- Strikes: decisions against a member that took effect and were not reversed, for 12 months.
create function private.active_strikes(member uuid, as_of timestamptz default now()) returns int
language sql stable security definer set search_path = '' as $$
  select count(*)::int from public.moderation_decisions d
  where d.subject_id = member and d.action <> 'dismiss' and d.reversed_at is null
    and d.created_at > as_of - interval '12 months' and d.created_at <= as_of
$$;
revoke all on function private.active_strikes(uuid, timestamptz) from public, anon;

-- The restriction in force on a member (suspension first), if any.
create function private.restriction_of(member uuid, as_of timestamptz default now())
returns public.moderation_decisions
language sql stable security definer set search_path = '' as $$
  select d.* from public.moderation_decisions d
  where d.subject_id = member and d.action in ('restrict', 'suspend') and d.reversed_at is null
    and d.created_at <= as_of and (d.restricted_until is null or d.restricted_until > as_of)
  order by d.action = 'suspend' desc, d.restricted_until desc nulls first
  limit 1
$$;
revoke all on function private.restriction_of(uuid, timestamptz) from public, anon;

-- Members with strikes weigh less as reporters too.
create or replace function private.report_weight(reporter uuid, as_of timestamptz default now()) returns numeric
language sql stable security definer set search_path = '' as $$
  select case when private.active_strikes(reporter, as_of) > 0 then 0.25
    when count(*) filter (where r.status = 'dismissed') >= 3
      and count(*) filter (where r.status = 'dismissed') > 2 * count(*) filter (where r.status = 'actioned')
    then 0.25 else 1 end::numeric
  from public.reports r
  where r.reporter_id = reporter and r.decided_at > as_of - interval '6 months'
$$;

-- Restricted or suspended members cannot post, comment or send messages.
create function private.refuse_restricted_member() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  held public.moderation_decisions;
begin
  -- A record's fields are resolved when read, so each table's column is read in its own branch.
  if tg_table_name = 'messages' then
    held := private.restriction_of(new.sender_id);
  else
    held := private.restriction_of(new.author_id);
  end if;
  if held.id is not null then
    if held.restricted_until is null then
      raise exception 'Your account is suspended: you cannot post or send messages' using errcode = '42501';
    end if;
    raise exception 'You cannot post or send messages until %', to_char(held.restricted_until at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')
      using errcode = '42501';
  end if;
  return new;
end $$;
revoke all on function private.refuse_restricted_member() from public, anon;
create trigger posts_refuse_restricted before insert on public.posts
  for each row execute function private.refuse_restricted_member();
create trigger post_comments_refuse_restricted before insert on public.post_comments
  for each row execute function private.refuse_restricted_member();
create trigger messages_refuse_restricted before insert on public.messages
  for each row execute function private.refuse_restricted_member();

-- Notification kinds.
insert into public.notification_types (type) values
  ('moderation_decision'), ('moderation_report_outcome'), ('moderation_appeal_decided');

create or replace function private.notification_label(kind text) returns text
language sql immutable set search_path = '' as $function$
  select case kind
    when 'post_like' then 'Likes on your posts'
    when 'post_comment' then 'Comments on your posts'
    when 'comment_reply' then 'Replies to your comments'
    when 'mention' then 'Mentions'
    when 'repost' then 'Reposts of your posts'
    when 'new_follower' then 'New followers'
    when 'associate_request' then 'Associate requests'
    when 'associate_accepted' then 'Accepted associate requests'
    when 'application_received' then 'New applications to your opportunities'
    when 'application_status' then 'Changes to your applications'
    when 'deadline_reminder' then 'Saved opportunities closing soon'
    when 'saved_search_match' then 'New members matching your saved searches'
    when 'pitch_interest' then 'Investors interested in your pitches'
    when 'message' then 'New messages'
    when 'event_promoted' then 'Seats freed up at events you wait for'
    when 'event_cancelled' then 'Cancelled events'
    when 'event_reminder' then 'Event reminders'
    when 'event_message' then 'Messages from event organisers'
    when 'organisation_opportunity' then 'New opportunities from organisations you follow'
    when 'skill_endorsed' then 'Endorsements of your skills'
    when 'recommendation_received' then 'Recommendations written for you'
    when 'recommendation_approved' then 'Your recommendations approved'
    when 'moderation_decision' then 'Moderation decisions about your content'
    when 'moderation_report_outcome' then 'Outcomes of your reports'
    when 'moderation_appeal_decided' then 'Decisions on your appeals'
    else 'Other notifications'
  end
$function$;

-- The statement of reasons by e-mail, at once (not in a digest): it is a notice the member is owed.
create function private.mail_moderation_notice(member uuid, subject text, body text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text := (select u.email from auth.users u where u.id = member);
  esc text := replace(replace(replace(body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;');
begin
  if address is null then
    return;
  end if;
  insert into public.email_outbox (to_email, subject, body_text, body_html, kind)
  values (address, subject, body || E'\n\nYou can read this decision and appeal it within 6 months in Settings → Standing.',
    '<p>' || replace(esc, E'\n', '<br>') || '</p><p>You can read this decision and appeal it within 6 months in Settings → Standing.</p>',
    'moderation_notice');
end $$;
revoke all on function private.mail_moderation_notice(uuid, text, text) from public, anon;

create function private.action_words(action text) returns text language sql immutable set search_path = '' as $$
  select case action when 'remove' then 'removed your content'
    when 'restrict' then 'restricted your account from posting and messaging'
    when 'suspend' then 'suspended your account' else 'reviewed a report' end
$$;
revoke all on function private.action_words(text) from public, anon;

create function private.audit(actor uuid, act text, mcase uuid, decision uuid, appeal uuid, kind text, target uuid,
  subject uuid, community uuid, rule text, statement text) returns void
language sql security definer set search_path = '' as $$
  insert into public.moderation_audit_log (actor_id, action, case_id, decision_id, appeal_id, target_kind, target_id,
    subject_id, community_id, rule, statement)
  values (actor, act, mcase, decision, appeal, kind, target, subject, community, rule, statement)
$$;
revoke all on function private.audit(uuid, text, uuid, uuid, uuid, text, uuid, uuid, uuid, text, text) from public, anon;

-- Hides (or shows again) the target of a decision; posts also through their own removed_at.
create function private.set_target_removed(kind text, target uuid, removed boolean, why text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if removed then
    insert into private.hidden_targets (target_kind, target_id, state) values (kind, target, 'removed')
    on conflict (target_kind, target_id) do update set state = 'removed';
    if kind = 'post' then
      update public.posts set removed_at = coalesce(removed_at, now()), removed_by = (select auth.uid()),
        removed_reason = left(why, 500), pinned_at = null where id = target;
    end if;
  else
    delete from private.hidden_targets where target_kind = kind and target_id = target;
    if kind = 'post' then
      update public.posts set removed_at = null, removed_by = null, removed_reason = null where id = target;
    end if;
  end if;
end $$;
revoke all on function private.set_target_removed(text, uuid, boolean, text) from public, anon;

-- Whether the caller may decide about a case in this community: platform moderators always, community ones there.
create function private.may_moderate(community uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_platform_moderator() or (community is not null and community = any (private.moderated_community_ids()))
$$;
revoke all on function private.may_moderate(uuid) from public, anon;

-- A moderator decides an open case. Community moderators may dismiss or remove; restrictions and suspensions are the
-- platform's. Every action but dismissal removes the reported item (profiles and communities cannot be removed: they
-- are restricted or suspended through their owner) and counts as a strike.
create function public.moderate_case(case_id uuid, action text, rule text, statement text, days int default null)
returns public.moderation_decisions
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  c public.moderation_cases;
  d public.moderation_decisions;
  until timestamptz;
  outcome text;
  r record;
begin
  select * into c from public.moderation_cases mc where mc.id = moderate_case.case_id for update;
  if c.id is null or not private.may_moderate(c.community_id) then
    raise exception 'Case not found' using errcode = 'P0002';
  end if;
  if c.status <> 'open' then
    raise exception 'This case has already been decided' using errcode = '55000';
  end if;
  if action not in ('dismiss', 'remove', 'restrict', 'suspend') then
    raise exception 'Unknown action' using errcode = '22023';
  end if;
  if action in ('restrict', 'suspend') and not private.is_platform_moderator() then
    raise exception 'Only platform moderators restrict or suspend members' using errcode = '42501';
  end if;
  if action = 'remove' and c.target_kind in ('profile', 'community') then
    raise exception 'A profile or community is not removed: restrict or suspend its owner' using errcode = '22023';
  end if;
  if c.subject_id = me then
    raise exception 'Another moderator decides about your own content' using errcode = '42501';
  end if;
  if coalesce(btrim(rule), '') = '' then
    raise exception 'Name the rule' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(statement, ''))) < 10 then
    raise exception 'Write the statement of reasons (at least 10 characters): the member reads it' using errcode = '22023';
  end if;
  if action = 'restrict' then
    if days is null or days not between 1 and 365 then
      raise exception 'A restriction lasts between 1 and 365 days' using errcode = '22023';
    end if;
    until := now() + make_interval(days => days);
  elsif action = 'suspend' and days is not null then
    if days not between 1 and 3650 then
      raise exception 'A suspension lasts between 1 and 3650 days, or until lifted' using errcode = '22023';
    end if;
    until := now() + make_interval(days => days);
  end if;

  insert into public.moderation_decisions (case_id, target_kind, target_id, subject_id, community_id, moderator_id,
    action, rule, statement, excerpt, restricted_until)
  values (c.id, c.target_kind, c.target_id, c.subject_id, c.community_id, me, action, btrim(rule), btrim(statement),
    c.excerpt, until)
  returning * into d;

  outcome := case when action = 'dismiss' then 'dismissed' else 'actioned' end;
  update public.moderation_cases set status = outcome, decided_at = now() where id = c.id;
  for r in update public.reports set status = outcome, decided_at = now() where reports.case_id = c.id
    returning reporter_id loop
    perform private.notify(r.reporter_id, null, 'moderation_report_outcome', 'moderation_case', c.id, null, null,
      jsonb_build_object('outcome', outcome, 'target_kind', c.target_kind));
  end loop;
  if action = 'dismiss' then
    delete from private.hidden_targets where target_kind = c.target_kind and target_id = c.target_id and state = 'pending';
  else
    if c.target_kind not in ('profile', 'community') then
      perform private.set_target_removed(c.target_kind, c.target_id, true, d.statement);
    end if;
    perform private.notify(c.subject_id, null, 'moderation_decision', 'moderation_decision', d.id, null, null,
      jsonb_build_object('action', action, 'rule', d.rule, 'statement', d.statement, 'target_kind', c.target_kind,
        'until', until, 'excerpt', left(c.excerpt, 140)));
    perform private.mail_moderation_notice(c.subject_id, 'A moderation decision about your Campus Network account',
      format(E'A moderator %s.\n\nRule: %s\n\nReasons: %s%s%s', private.action_words(action), d.rule, d.statement,
        case when until is not null then E'\n\nUntil: ' || to_char(until at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') else '' end,
        case when c.excerpt <> '' then E'\n\nAbout: ' || left(c.excerpt, 280) else '' end));
  end if;
  perform private.audit(me, action, c.id, d.id, null, c.target_kind, c.target_id, c.subject_id, c.community_id, d.rule,
    d.statement);
  return d;
end $$;
revoke all on function public.moderate_case(uuid, text, text, text, int) from public, anon;
grant execute on function public.moderate_case(uuid, text, text, text, int) to authenticated;

-- The affected member appeals a decision once, within 6 months of it.
create function public.appeal_decision(decision_id uuid, body text, as_of timestamptz default now())
returns public.moderation_appeals
language plpgsql security definer set search_path = '' as $$
declare
  d public.moderation_decisions;
  a public.moderation_appeals;
begin
  select * into d from public.moderation_decisions md where md.id = appeal_decision.decision_id;
  if d.id is null or d.subject_id is distinct from (select auth.uid()) then
    raise exception 'Decision not found' using errcode = 'P0002';
  end if;
  if d.action = 'dismiss' then
    raise exception 'Nothing was decided against you here' using errcode = '22023';
  end if;
  if d.reversed_at is not null then
    raise exception 'This decision has already been reversed' using errcode = '55000';
  end if;
  if as_of > d.created_at + interval '6 months' then
    raise exception 'Appeals are possible for 6 months after a decision' using errcode = '55000';
  end if;
  if char_length(btrim(coalesce(body, ''))) < 10 then
    raise exception 'Tell the moderators why (at least 10 characters)' using errcode = '22023';
  end if;
  begin
    insert into public.moderation_appeals (decision_id, appellant_id, body, created_at)
    values (d.id, d.subject_id, btrim(body), least(as_of, now())) returning * into a;
  exception when unique_violation then
    raise exception 'You have already appealed this decision' using errcode = '23505';
  end;
  perform private.audit(d.subject_id, 'appeal', d.case_id, d.id, a.id, d.target_kind, d.target_id, d.subject_id,
    d.community_id, d.rule, a.body);
  return a;
end $$;
revoke all on function public.appeal_decision(uuid, text, timestamptz) from public, anon;
grant execute on function public.appeal_decision(uuid, text, timestamptz) to authenticated;

-- A different moderator decides an appeal: upheld, or reversed (content restored, restriction lifted).
create function public.decide_appeal(appeal_id uuid, reverse boolean, statement text)
returns public.moderation_appeals
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  a public.moderation_appeals;
  d public.moderation_decisions;
begin
  select * into a from public.moderation_appeals ma where ma.id = decide_appeal.appeal_id for update;
  select * into d from public.moderation_decisions md where md.id = a.decision_id for update;
  if a.id is null or not private.may_moderate(d.community_id) then
    raise exception 'Appeal not found' using errcode = 'P0002';
  end if;
  if a.status <> 'open' then
    raise exception 'This appeal has already been decided' using errcode = '55000';
  end if;
  if d.moderator_id = me or d.subject_id = me then
    raise exception 'A different moderator decides this appeal' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(statement, ''))) < 10 then
    raise exception 'Write the reasons for this outcome (at least 10 characters)' using errcode = '22023';
  end if;
  update public.moderation_appeals set status = case when reverse then 'reversed' else 'upheld' end,
    decided_at = now(), outcome_statement = btrim(statement)
  where id = a.id returning * into a;
  if reverse then
    update public.moderation_decisions set reversed_at = now(), reversal_statement = btrim(decide_appeal.statement)
    where id = d.id;
    perform private.set_target_removed(d.target_kind, d.target_id, false, null);
  end if;
  perform private.notify(a.appellant_id, null, 'moderation_appeal_decided', 'moderation_decision', d.id, null, null,
    jsonb_build_object('reversed', reverse, 'statement', a.outcome_statement, 'action', d.action,
      'target_kind', d.target_kind));
  perform private.mail_moderation_notice(a.appellant_id, 'Your appeal has been decided',
    case when reverse then
      format(E'A different moderator reviewed your appeal and reversed the decision: %s.\n\nReasons: %s',
        case d.action when 'remove' then 'your content is restored'
          when 'restrict' then 'the restriction is lifted' when 'suspend' then 'the suspension is lifted' else '' end,
        a.outcome_statement)
    else format(E'A different moderator reviewed your appeal and upheld the decision.\n\nReasons: %s', a.outcome_statement)
    end);
  perform private.audit(me, case when reverse then 'appeal_reversed' else 'appeal_upheld' end, d.case_id, d.id, a.id,
    d.target_kind, d.target_id, d.subject_id, d.community_id, d.rule, a.outcome_statement);
  return a;
end $$;
revoke all on function public.decide_appeal(uuid, boolean, text) from public, anon;
grant execute on function public.decide_appeal(uuid, boolean, text) to authenticated;

-- The caller's standing: strikes in force, the restriction in force.
create function public.my_standing(as_of timestamptz default now()) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'strikes', private.active_strikes((select auth.uid()), as_of),
    'restriction', (select case when r.id is null then null else jsonb_build_object('action', r.action,
      'until', r.restricted_until, 'decision_id', r.id) end
      from (select (private.restriction_of((select auth.uid()), as_of)).*) r))
$$;
revoke all on function public.my_standing(timestamptz) from public, anon;
grant execute on function public.my_standing(timestamptz) to authenticated;

-- What the caller moderates: the platform, and/or some communities.
create function public.moderation_scope() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('platform', private.is_platform_moderator(),
    'communities', to_jsonb(private.moderated_community_ids()))
$$;
revoke all on function public.moderation_scope() from public, anon;
grant execute on function public.moderation_scope() to authenticated;

-- The queue: open cases, oldest first, a page at a time (keyset on first_reported_at, id). A definer function with
-- the policies' rule written out: under RLS the row comparison of the keyset is not leakproof, so it would be applied
-- after the policy, as a filter, and a page deep in the queue would read every case before it.
create function public.moderation_queue(after_at timestamptz default null, after_id uuid default null,
  page_size int default 20, community uuid default null)
returns setof public.moderation_cases
language plpgsql stable security definer set search_path = '' as $$
declare
  mine uuid[] := private.moderated_community_ids();
  size int := least(greatest(page_size, 1), 100);
  -- The first page starts before every case, so one plan (an index condition) serves every page.
  from_at timestamptz := coalesce(after_at, '-infinity');
  from_id uuid := coalesce(after_id, '00000000-0000-0000-0000-000000000000');
begin
  if community is not null then
    if not (private.is_platform_moderator() or community = any (mine)) then
      return;
    end if;
    return query select * from public.moderation_cases c
      where c.status = 'open' and c.community_id = community and (c.first_reported_at, c.id) > (from_at, from_id)
      order by c.first_reported_at, c.id limit size;
  elsif private.is_platform_moderator() then
    return query select * from public.moderation_cases c
      where c.status = 'open' and (c.first_reported_at, c.id) > (from_at, from_id)
      order by c.first_reported_at, c.id limit size;
  else
    -- A community moderator: their communities' cases only.
    return query select * from public.moderation_cases c
      where c.status = 'open' and c.community_id = any (mine) and (c.first_reported_at, c.id) > (from_at, from_id)
      order by c.first_reported_at, c.id limit size;
  end if;
end $$;
revoke all on function public.moderation_queue(timestamptz, uuid, int, uuid) from public, anon;
grant execute on function public.moderation_queue(timestamptz, uuid, int, uuid) to authenticated;

-- The members a moderator's cases are about, even private ones (moderators must know whose item it is).
create function public.moderation_people(ids uuid[])
returns table (id uuid, name text, headline text, profile_photo_url text, profile_type text)
language sql stable security definer set search_path = '' as $$
  select p.id, p.name, p.headline, p.profile_photo_url, p.profile_type from public.profiles p
  where p.id = any (ids[1:200])
    and (private.is_platform_moderator() or exists (select 1 from public.moderation_cases c
      where c.subject_id = p.id and c.community_id = any (private.moderated_community_ids())))
$$;
revoke all on function public.moderation_people(uuid[]) from public, anon;
grant execute on function public.moderation_people(uuid[]) to authenticated;

-- A community moderator who removes a post from the community's own tab (remove_community_post) settles its open
-- case too: the reports are actioned, the reporters hear the outcome, the audit log records it.
create function private.settle_case_of_removed_post() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  c public.moderation_cases;
  r record;
begin
  select * into c from public.moderation_cases mc
    where mc.target_kind = 'post' and mc.target_id = new.id and mc.status = 'open' for update;
  if c.id is null then
    return null;
  end if;
  update public.moderation_cases set status = 'actioned', decided_at = now() where id = c.id;
  for r in update public.reports set status = 'actioned', decided_at = now() where case_id = c.id returning reporter_id loop
    perform private.notify(r.reporter_id, null, 'moderation_report_outcome', 'moderation_case', c.id, null, null,
      jsonb_build_object('outcome', 'actioned', 'target_kind', 'post'));
  end loop;
  perform private.audit(new.removed_by, 'remove', c.id, null, null, 'post', new.id, new.author_id, new.community_id,
    'Community rules', coalesce(new.removed_reason, ''));
  return null;
end $$;
revoke all on function private.settle_case_of_removed_post() from public, anon;
create trigger posts_settle_moderation_case after update of removed_at on public.posts
  for each row when (old.removed_at is null and new.removed_at is not null)
  execute function private.settle_case_of_removed_post();
