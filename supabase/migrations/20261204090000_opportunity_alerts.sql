-- Opportunity alerts (issue 34 item 1): a member saves an opportunity search; when an opportunity is first
-- published, the alerts it matches are found through their anchors (a GIN index), never by reading every alert.
--
-- Anchors: each alert stores a small set of keys, at least one of which every opportunity it matches carries:
-- the longest required word of its query ('w:<lexeme>'), else the last three letters of its place ('l:…': a place
-- found anywhere in the opportunity's location contains each of its three-letter pieces), else its types ('t:…'),
-- poster types ('p:…') or work modes ('m:…'), else '*'. A new opportunity's keys are '*', its type, work mode,
-- poster type, every lexeme of its text and every three-letter piece of its location, so `anchors && keys` reads
-- only the alerts that could match; the full rule is then checked on those.

create table public.opportunity_alerts (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references public.profiles(id) on delete cascade,
  name text not null constraint opportunity_alerts_name_length check (char_length(btrim(name)) between 1 and 80),
  query text not null default '' constraint opportunity_alerts_query_length check (char_length(query) <= 200),
  types text[] not null default '{}',
  work_modes text[] not null default '{}',
  location text not null default '' constraint opportunity_alerts_location_length check (char_length(location) <= 120),
  paid_only boolean not null default false,
  min_amount numeric(12, 2) check (min_amount is null or min_amount >= 0),
  max_amount numeric(12, 2) check (max_amount is null or max_amount >= 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  closing_within_days integer check (closing_within_days is null or closing_within_days between 1 and 365),
  poster_types text[] not null default '{}',
  sort text not null default 'newest' check (sort in ('newest', 'closing', 'relevance')),
  frequency text not null default 'daily' check (frequency in ('daily', 'weekly', 'in_app')),
  paused boolean not null default false,
  -- Kept by the guard trigger from the query and filters:
  tsq tsquery,
  anchors text[] not null default '{*}',
  -- Kept by the matcher and the digest:
  match_count integer not null default 0,
  last_matched_at timestamptz,
  last_emailed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint opportunity_alerts_types check (types <@ array['internship', 'job', 'hackathon', 'scholarship',
    'fellowship', 'research', 'competition', 'grant', 'investment', 'volunteer', 'other']),
  constraint opportunity_alerts_work_modes check (work_modes <@ array['onsite', 'remote', 'hybrid']),
  constraint opportunity_alerts_poster_types check (cardinality(poster_types) <= 12),
  constraint opportunity_alerts_amounts check (min_amount is null or max_amount is null or min_amount <= max_amount)
);
alter table public.opportunity_alerts enable row level security;

create index opportunity_alerts_owner_idx on public.opportunity_alerts (owner_id, created_at desc);
-- No pending list: alerts are written rarely and looked up on every publish (see docs/footguns.md).
create index opportunity_alerts_anchors_idx on public.opportunity_alerts using gin (anchors) with (fastupdate = off)
  where not paused;

-- The platform grants all on public tables by default: narrow it to what members may write.
revoke all on public.opportunity_alerts from anon, authenticated;
grant select, delete on public.opportunity_alerts to authenticated;
grant insert (owner_id, name, query, types, work_modes, location, paid_only, min_amount, max_amount, currency,
  closing_within_days, poster_types, sort, frequency, paused) on public.opportunity_alerts to authenticated;
grant update (name, frequency, paused) on public.opportunity_alerts to authenticated;
grant all on public.opportunity_alerts to service_role;

create policy "Two-step verification completed when turned on" on public.opportunity_alerts
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
create policy "owners read their alerts" on public.opportunity_alerts for select to authenticated
  using (owner_id = (select auth.uid()));
create policy "members save alerts as themselves" on public.opportunity_alerts for insert to authenticated
  with check (owner_id = (select auth.uid()));
create policy "owners change their alerts" on public.opportunity_alerts for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "owners delete their alerts" on public.opportunity_alerts for delete to authenticated
  using (owner_id = (select auth.uid()));

-- The keys an alert is found by (see the top of this file). Only words every match must hold can anchor:
-- `querytree` drops negated parts, and a query with an "or" has no single required word.
create function private.alert_anchors(tsq tsquery, place text, types text[], work_modes text[], poster_types text[])
returns text[] language plpgsql immutable set search_path = '' as $$
declare
  tree text;
  word text;
  spot text := pg_catalog.lower(pg_catalog.btrim(coalesce(place, '')));
begin
  if tsq is not null and pg_catalog.numnode(tsq) > 0 then
    tree := pg_catalog.querytree(tsq);
    if tree !~ '[|!]' then
      select pg_catalog.replace(m[1], '''''', '''') into word
      from pg_catalog.regexp_matches(tree, '''((?:[^'']|'''')+)''', 'g') m
      order by pg_catalog.char_length(m[1]) desc, m[1] limit 1;
      if word is not null then
        return array['w:' || word];
      end if;
    end if;
  end if;
  -- A place with LIKE's wildcards matches more than its letters: no anchor from it.
  if pg_catalog.char_length(spot) >= 3 and spot !~ '[%_\\]' then
    return array['l:' || pg_catalog.right(spot, 3)];
  end if;
  if pg_catalog.cardinality(types) > 0 then return array(select 't:' || x from pg_catalog.unnest(types) x); end if;
  if pg_catalog.cardinality(poster_types) > 0 then
    return array(select 'p:' || x from pg_catalog.unnest(poster_types) x);
  end if;
  if pg_catalog.cardinality(work_modes) > 0 then
    return array(select 'm:' || x from pg_catalog.unnest(work_modes) x);
  end if;
  return array['*'];
end $$;

-- The keys of an opportunity: one of them is in the anchors of every alert it can match.
create function private.opportunity_keys(o public.opportunities)
returns text[] language sql immutable set search_path = '' as $$
  select array['*', 't:' || o.type, 'm:' || o.work_mode, 'p:' || coalesce(o.poster_type, '')]
    || array(select 'w:' || l from pg_catalog.unnest(pg_catalog.tsvector_to_array(coalesce(o.search, ''::tsvector))) l)
    || array(select distinct 'l:' || pg_catalog.substr(pg_catalog.lower(o.location), i, 3)
             from pg_catalog.generate_series(1, pg_catalog.char_length(coalesce(o.location, '')) - 2) i)
$$;

-- Not definer: it tells a member's write (current_user authenticated) from the matcher's and the digest's.
create function private.guard_opportunity_alert() returns trigger language plpgsql set search_path = '' as $$
begin
  new.name := btrim(new.name);
  new.query := btrim(new.query);
  new.location := btrim(new.location);
  new.types := array(select distinct x from unnest(new.types) x order by 1);
  new.work_modes := array(select distinct x from unnest(new.work_modes) x order by 1);
  new.poster_types := array(select distinct x from unnest(new.poster_types) x order by 1);
  new.tsq := case when new.query <> '' then private.web_query(new.query) end;
  if new.tsq is not null and numnode(new.tsq) = 0 then
    new.tsq := null;
  end if;
  new.anchors := private.alert_anchors(new.tsq, new.location, new.types, new.work_modes, new.poster_types);
  if tg_op = 'INSERT' then
    if current_user in ('authenticated', 'anon') then
      new.match_count := 0; new.last_matched_at := null; new.last_emailed_at := now(); new.created_at := now();
    end if;
    if (select count(*) from public.opportunity_alerts a where a.owner_id = new.owner_id) >= 50 then
      raise exception 'You have 50 alerts, the most a member can keep. Delete one to add another.'
        using errcode = '22023', hint = 'alert_limit';
    end if;
  else
    new.id := old.id; new.owner_id := old.owner_id; new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end $$;

-- Only a change of the search itself recomputes it: the matcher's counter updates do not run this trigger.
create trigger opportunity_alerts_guard
  before insert or update of name, query, types, work_modes, location, paid_only, min_amount, max_amount, currency,
    closing_within_days, poster_types, frequency, paused on public.opportunity_alerts
  for each row execute function private.guard_opportunity_alert();

-- Publishing queues the opportunity; the `opportunity-alerts` job (every minute) matches what is queued against
-- the alerts' anchors, then delivers each new match in-app, and the digest job e-mails them at each alert's
-- frequency. A posting that matches a thousand alerts never makes its poster wait for them.
create table private.opportunity_alert_queue (
  opportunity_id uuid primary key,
  queued_at timestamptz not null default now()
);
alter table private.opportunity_alert_queue enable row level security;

-- What each alert matched. No foreign keys: a publish can add a thousand rows, and a key check per row cost
-- more than the matching itself; deleting an alert or an opportunity deletes its rows by trigger instead.
create table private.opportunity_alert_matches (
  opportunity_id uuid not null,
  alert_id uuid not null,
  owner_id uuid not null,
  matched_at timestamptz not null default now(),
  emailed_at timestamptz, -- set at once for in-app alerts: nothing to mail
  primary key (opportunity_id, alert_id)
);
alter table private.opportunity_alert_matches enable row level security;
create index opportunity_alert_matches_unmailed_idx on private.opportunity_alert_matches (alert_id, matched_at)
  where emailed_at is null;

create function private.forget_alert_matches() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'opportunity_alerts' then
    delete from private.opportunity_alert_matches m where m.alert_id = old.id;
  else
    delete from private.opportunity_alert_matches m where m.opportunity_id = old.id;
    delete from private.opportunity_alert_queue q where q.opportunity_id = old.id;
  end if;
  return null;
end $$;
revoke all on function private.forget_alert_matches() from public;
create trigger opportunity_alerts_forget_matches after delete on public.opportunity_alerts
  for each row execute function private.forget_alert_matches();
create trigger opportunities_forget_alert_matches after delete on public.opportunities
  for each row execute function private.forget_alert_matches();

insert into public.notification_types (type) values ('opportunity_alert') on conflict do nothing;

-- On first publication only (as followers' notices: re-opening a closed opportunity is not news).
create function private.queue_opportunity_alerts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status <> 'open' or (tg_op = 'UPDATE' and old.published_at is not null) then
    return null;
  end if;
  insert into private.opportunity_alert_queue (opportunity_id, queued_at) values (new.id, now()) on conflict do nothing;
  return null;
end $$;
revoke all on function private.queue_opportunity_alerts() from public;
create trigger opportunities_queue_alerts after insert or update of status on public.opportunities
  for each row execute function private.queue_opportunity_alerts();

-- One opportunity against every alert it can match: the alerts its keys reach through the anchors index, then
-- the whole rule (the same clauses as search_opportunities), never the poster's own, never across a block.
-- EXECUTE, so each call is planned with its own keys: a cached generic plan cannot see how few alerts they reach.
create function private.match_opportunity_alerts(opportunity uuid, as_of timestamptz) returns uuid[]
language plpgsql security definer set search_path = '' as $$
declare
  o public.opportunities;
  matched uuid[];
begin
  select * into o from public.opportunities x where x.id = opportunity;
  if o.id is null or o.status <> 'open' or o.closing_at <= as_of then
    return '{}';
  end if;
  execute $q$
    with recorded as (
      insert into private.opportunity_alert_matches (opportunity_id, alert_id, owner_id, matched_at, emailed_at)
      select o.id, a.id, a.owner_id, $3, case when a.frequency = 'in_app' then $3 end
      from (select ($1::public.opportunities).*) o, public.opportunity_alerts a
      where a.anchors && $2 and not a.paused
        and a.owner_id <> o.posted_by
        and (a.tsq is null or o.search @@ a.tsq)
        and (cardinality(a.types) = 0 or o.type = any (a.types))
        and (cardinality(a.work_modes) = 0 or o.work_mode = any (a.work_modes))
        and (cardinality(a.poster_types) = 0 or o.poster_type = any (a.poster_types))
        and (a.location = '' or o.location ilike '%' || a.location || '%')
        and (not a.paid_only or o.is_paid)
        and (a.min_amount is null or coalesce(o.amount_max, o.amount_min) >= a.min_amount)
        and (a.max_amount is null or coalesce(o.amount_min, o.amount_max) <= a.max_amount)
        and ((a.min_amount is null and a.max_amount is null) or o.currency = a.currency)
        and (a.closing_within_days is null or o.closing_at <= $3 + make_interval(days => a.closing_within_days))
        and not exists (
          select 1 from public.user_blocks b
          where (b.blocker_id = a.owner_id and b.blocked_id = o.posted_by)
             or (b.blocker_id = o.posted_by and b.blocked_id = a.owner_id))
      on conflict do nothing
      returning alert_id)
    select coalesce(array_agg(alert_id), '{}') from recorded$q$
  into matched
  using o, private.opportunity_keys(o), as_of;
  return matched;
end $$;
revoke all on function private.match_opportunity_alerts(uuid, timestamptz) from public;

-- Delivery of one opportunity's matches: the alerts' counters, then one notification per member, naming the first
-- of their alerts it matched (a member with two alerts that both match one posting hears about it once).
create function private.notify_alert_matches(opportunity uuid, alert_ids uuid[]) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  o public.opportunities;
  delivered int;
begin
  select * into o from public.opportunities x where x.id = opportunity;
  if o.id is null or cardinality(alert_ids) = 0 then
    return 0;
  end if;
  with counted as (
    update public.opportunity_alerts a set match_count = a.match_count + 1, last_matched_at = now()
    where a.id = any (alert_ids)
    returning a.id, a.owner_id, a.name, a.created_at
  )
  select count(*) into delivered from (
    select private.notify(g.owner_id, o.posted_by, 'opportunity_alert', 'opportunity', o.id, null, null,
      jsonb_build_object('excerpt', left(o.title, 140), 'organization', o.organization,
        'alert_id', g.alert_id, 'alert_name', g.name, 'alert_count', g.n))
    from (
      select c.owner_id, (array_agg(c.id order by c.created_at, c.id))[1] as alert_id,
        (array_agg(c.name order by c.created_at, c.id))[1] as name, count(*) as n
      from counted c group by c.owner_id
    ) g
    order by g.owner_id
  ) s;
  return delivered;
end $$;
revoke all on function private.notify_alert_matches(uuid, uuid[]) from public;

-- The job: match the queued opportunities (oldest first, a bounded batch per run; a concurrent run skips what this
-- one took) and deliver their matches. Scheduled every minute; tests call it with their own clock.
create function public.deliver_opportunity_alerts(as_of timestamptz default now()) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  delivered int := 0;
  queued uuid[];
  each_id uuid;
begin
  select array_agg(q.opportunity_id order by q.queued_at) into queued from (
    select q.opportunity_id, q.queued_at from private.opportunity_alert_queue q where q.queued_at <= as_of
    order by q.queued_at limit 500 for update skip locked) q;
  foreach each_id in array coalesce(queued, '{}') loop
    delivered := delivered + private.notify_alert_matches(each_id, private.match_opportunity_alerts(each_id, as_of));
  end loop;
  delete from private.opportunity_alert_queue q where q.opportunity_id = any (coalesce(queued, '{}'));
  return delivered;
end $$;
revoke execute on function public.deliver_opportunity_alerts(timestamptz) from public, anon, authenticated;
grant execute on function public.deliver_opportunity_alerts(timestamptz) to service_role;

select cron.schedule('opportunity-alerts', '* * * * *', $$select public.deliver_opportunity_alerts(now())$$);

-- Alerts' e-mail, sent by the hourly digest job: each alert with a daily or weekly frequency sends what it matched
-- since its last e-mail, at most once per its period (the digest's hour of slack), in one message per member.
create function private.send_alert_emails(as_of timestamptz, base text) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  member record;
  sent int := 0;
begin
  for member in
    with due as (
      select a.id, a.owner_id, a.name, a.created_at
      from public.opportunity_alerts a
      where a.frequency in ('daily', 'weekly') and not a.paused
        and a.last_emailed_at <= as_of - (case a.frequency when 'daily' then interval '1 day' else interval '7 days' end)
                                 + interval '1 hour'
        and exists (select 1 from private.opportunity_alert_matches m
                    where m.alert_id = a.id and m.emailed_at is null and m.matched_at <= as_of)
    ), lines as (
      select d.owner_id, d.id as alert_id, d.name, d.created_at, o.id as opportunity_id, o.title, o.organization,
        row_number() over (partition by d.id order by m.matched_at desc, o.id) as rank
      from due d
      join private.opportunity_alert_matches m on m.alert_id = d.id and m.emailed_at is null and m.matched_at <= as_of
      join public.opportunities o on o.id = m.opportunity_id
      where o.status = 'open' and o.closing_at > as_of
    )
    select d.owner_id, u.email, p.name as member_name, array_agg(distinct d.id) as alert_ids,
      (select count(*) from lines l where l.owner_id = d.owner_id) as total,
      (select string_agg(format(E'%s\n%s', l.name, l.items), E'\n\n' order by l.created_at)
         from (select l.alert_id, l.name, l.created_at,
                 string_agg(format('- %s, %s: %s/opportunities?id=%s', l.title, l.organization, base, l.opportunity_id),
                   E'\n' order by l.rank) as items
               from lines l where l.owner_id = d.owner_id and l.rank <= 10
               group by l.alert_id, l.name, l.created_at) l) as body_text,
      (select string_agg(format('<h3>%s</h3><ul>%s</ul>', private.html_text(l.name), l.items), '' order by l.created_at)
         from (select l.alert_id, l.name, l.created_at,
                 string_agg(format('<li><a href="%s/opportunities?id=%s">%s</a>, %s</li>', base, l.opportunity_id,
                   private.html_text(l.title), private.html_text(l.organization)), '' order by l.rank) as items
               from lines l where l.owner_id = d.owner_id and l.rank <= 10
               group by l.alert_id, l.name, l.created_at) l) as body_html
    from due d
    join public.user_profiles p on p.user_id = d.owner_id
    join auth.users u on u.id = d.owner_id
    where p.email_notifications and u.email is not null
      and coalesce((select n.email from public.notification_preferences n
                    where n.user_id = d.owner_id and n.type = 'opportunity_alert'), true)
    group by d.owner_id, u.email, p.name
  loop
    update private.opportunity_alert_matches m set emailed_at = as_of
    where m.alert_id = any (member.alert_ids) and m.emailed_at is null and m.matched_at <= as_of;
    update public.opportunity_alerts a set last_emailed_at = as_of where a.id = any (member.alert_ids);
    continue when member.total = 0;  -- every match closed since: nothing worth an e-mail
    insert into public.email_outbox (to_email, subject, body_text, body_html, kind)
    values (
      member.email,
      case when member.total = 1 then 'A new opportunity matches your alerts'
           else format('%s new opportunities match your alerts', member.total) end,
      format(E'Hello %s,\n\nNew opportunities for your alerts:\n\n%s\n\nManage or pause your alerts: %s/saved-alerts\n',
        member.member_name, member.body_text, base),
      format('<p>Hello %s,</p><p>New opportunities for your alerts:</p>%s<p style="font-size:12px"><a href="%s/saved-alerts">Manage or pause your alerts</a></p>',
        private.html_text(member.member_name), member.body_html, base),
      'opportunity_alert');
    sent := sent + 1;
  end loop;
  return sent;
end $$;
revoke all on function private.send_alert_emails(timestamptz, text) from public;

create function private.html_text(value text) returns text language sql immutable set search_path = '' as $$
  select replace(replace(replace(replace(coalesce(value, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')
$$;

-- The digest as before (20261124200400), except that alert notifications are left to the alerts' own e-mail
-- (at each alert's frequency), which the same hourly job now sends.
create or replace function public.send_email_digests(as_of timestamp with time zone default now(),
  site_url text default 'http://localhost:5173'::text)
 returns integer
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  member record;
  lines_text text;
  lines_html text;
  total int;
  link text;
  sent int := 0;
  base text := rtrim(coalesce(nullif(site_url, ''), 'http://localhost:5173'), '/');
begin
  for member in
    select p.user_id, u.email, p.name, p.email_digest,
           case p.email_digest when 'daily' then interval '1 day' else interval '7 days' end as period,
           p.last_digest_at
    from public.user_profiles p
    join auth.users u on u.id = p.user_id
    where p.email_digest in ('daily', 'weekly') and p.email_notifications and u.email is not null
      -- An hour of slack, so an hourly job does not slide the send time a little later every period.
      and (p.last_digest_at is null
           or p.last_digest_at <= as_of - (case p.email_digest when 'daily' then interval '1 day' else interval '7 days' end)
                                   + interval '1 hour')
  loop
    select count(*)::int,
           string_agg(format('- %s: %s', private.notification_label(g.type), g.n), E'\n' order by g.n desc, g.type),
           string_agg(format('<li>%s: <strong>%s</strong></li>', private.notification_label(g.type), g.n), '' order by g.n desc, g.type)
    into total, lines_text, lines_html
    from (
      select n.type, count(*) as n
      from public.notifications n
      where n.recipient_id = member.user_id and n.read_at is null and n.created_at <= as_of
        and n.created_at > coalesce(member.last_digest_at, as_of - member.period)
        and n.type <> 'opportunity_alert'
      group by n.type
    ) g;
    continue when coalesce(total, 0) = 0;
    insert into private.digest_tokens (user_id) values (member.user_id) on conflict (user_id) do nothing;
    link := base || '/api/digest/unsubscribe?token=' || (select t.token from private.digest_tokens t where t.user_id = member.user_id);
    insert into public.email_outbox (to_email, subject, body_text, body_html, kind)
    values (
      member.email,
      format('Your %s digest: what you missed on Campus Network', member.email_digest),
      format(E'Hello %s,\n\nHere is what you have not read yet:\n%s\n\nOpen your notifications: %s/notifications\n\nStop these e-mails: %s\n',
        member.name, lines_text, base, link),
      format('<p>Hello %s,</p><p>Here is what you have not read yet:</p><ul>%s</ul><p><a href="%s/notifications">Open your notifications</a></p><p style="font-size:12px"><a href="%s">Stop these digest e-mails</a></p>',
        replace(replace(replace(member.name, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), lines_html, base, link),
      'digest');
    update public.user_profiles set last_digest_at = as_of where user_id = member.user_id;
    sent := sent + 1;
  end loop;
  return sent + private.send_alert_emails(as_of, base);
end $function$;
revoke execute on function public.send_email_digests(timestamptz, text) from public, anon, authenticated;
grant execute on function public.send_email_digests(timestamptz, text) to service_role;

-- Labels and groups: the current bodies (supabase/schema.sql) with the alert kind added.
create or replace function private.notification_label(kind text)
 returns text
 language sql
 immutable
 set search_path to ''
as $function$
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
    when 'opportunity_alert' then 'New opportunities matching your alerts'
    else 'Other notifications'
  end
$function$;

-- An alert's matches of one week read as one line ("3 new opportunities for Data internships in Berlin").
create or replace function private.notification_group_key(kind text, post uuid, entity uuid, data jsonb, id uuid)
 returns text
 language sql
 immutable parallel safe
 set search_path to ''
as $function$
  select kind || ':' || coalesce(case
    when kind in ('post_like', 'post_comment', 'comment_reply', 'repost') then coalesce(post, entity)::text
    when kind in ('new_follower', 'verification_requested') then 'me'
    when kind = 'application_status' then coalesce(data ->> 'application_id', entity::text)
    when kind = 'community_post' then data ->> 'community_id'
    when kind in ('application_received', 'pitch_interest', 'community_join_request', 'message') then entity::text
    when kind = 'opportunity_alert' then data ->> 'alert_id'
  end, id::text)
$function$;
