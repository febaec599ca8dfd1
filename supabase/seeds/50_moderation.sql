-- Issue 35 items 1–3: two platform moderators, open reports in the queue (one item hidden pending review), a decided
-- case with an appeal pending (the student's removed comment: one strike), and a member whose earlier restriction
-- has run out but whose strike still counts.

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
  phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', d.id, 'authenticated', 'authenticated', d.email,
  extensions.crypt('demo-password', extensions.gen_salt('bf', 10)), now() - interval '200 days',
  '', '', '', '', '', '', '', '',
  '{"provider": "email", "providers": ["email"]}',
  jsonb_build_object('full_name', d.name, 'name', d.name, 'first_name', d.first_name, 'last_name', d.last_name,
    'email_verified', true),
  now() - interval '200 days', now()
from (values
  ('00000000-0000-4000-8000-000000000050'::uuid, 'moderator@demo.campus.test', 'Sam Whitaker', 'Sam', 'Whitaker'),
  ('00000000-0000-4000-8000-000000000051'::uuid, 'rosa.delgado@network.campus.test', 'Rosa Delgado', 'Rosa', 'Delgado')
) as d (id, email, name, first_name, last_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true,
  'phone_verified', false), 'email', now(), u.created_at, u.created_at
from auth.users u where u.id in ('00000000-0000-4000-8000-000000000050', '00000000-0000-4000-8000-000000000051');

insert into public.user_profiles (user_id, email, name, first_name, last_name, headline, bio, location, profile_type, is_public)
values
  ('00000000-0000-4000-8000-000000000050', 'moderator@demo.campus.test', 'Sam Whitaker', 'Sam', 'Whitaker',
   'Trust & Safety · Campus Network', 'I review reports and appeals so the network stays a safe place to start a career.',
   'Dublin, Ireland', 'employer', false),
  ('00000000-0000-4000-8000-000000000051', 'rosa.delgado@network.campus.test', 'Rosa Delgado', 'Rosa', 'Delgado',
   'Trust & Safety lead · Campus Network', 'I lead the moderation team.', 'Dublin, Ireland', 'employer', false);

insert into public.platform_roles (user_id, role, granted_at) values
  ('00000000-0000-4000-8000-000000000050', 'moderator', now() - interval '200 days'),
  ('00000000-0000-4000-8000-000000000051', 'moderator', now() - interval '200 days');

-- Content that members reported.
insert into public.posts (id, author_id, body, visibility, created_at) values
  ('50000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000017',
   'Guaranteed summer internship at a top tech company 💼 No interview needed. DM me and pay the $150 placement fee today, only 5 spots left!',
   'public', now() - interval '30 hours'),
  ('50000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000019',
   'Selling verified reviews for your startup''s app store page. 50 five-star reviews for $99, message me.',
   'public', now() - interval '20 hours');

insert into public.post_comments (id, post_id, author_id, body, created_at) values
  ('50000000-0000-4000-8000-000000000011', '10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000019',
   'Nobody cares about accessibility hackathons. Total waste of a weekend for people who can''t get real jobs.',
   now() - interval '12 hours'),
  ('50000000-0000-4000-8000-000000000012', '10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
   'Honestly, anyone who applied last year and got ghosted should stop wasting their time with this company.',
   now() - interval '9 days');

insert into public.messages (id, conversation_id, sender_id, body, created_at) values
  ('50000000-0000-4000-8000-000000000021', '00000000-0000-4000-9000-000000000008', '00000000-0000-4000-8000-000000000019',
   'Quick opportunity for everyone here: send 0.5 ETH to my wallet and I will double it within 24h. Guaranteed returns.',
   now() - interval '6 hours');

-- Reports (the trigger opens one case per target and weighs each reporter).
insert into public.reports (reporter_id, target_kind, target_id, reason, details, created_at) values
  ('00000000-0000-4000-8000-000000000009', 'post', '50000000-0000-4000-8000-000000000001', 'scam', 'Asks students to pay a fee for an internship.', now() - interval '28 hours'),
  ('00000000-0000-4000-8000-000000000010', 'post', '50000000-0000-4000-8000-000000000001', 'scam', null, now() - interval '27 hours'),
  ('00000000-0000-4000-8000-000000000011', 'post', '50000000-0000-4000-8000-000000000001', 'spam', null, now() - interval '26 hours'),
  ('00000000-0000-4000-8000-000000000001', 'comment', '50000000-0000-4000-8000-000000000011', 'harassment', 'Belittles the participants.', now() - interval '11 hours'),
  ('00000000-0000-4000-8000-000000000012', 'comment', '50000000-0000-4000-8000-000000000011', 'harassment', null, now() - interval '10 hours'),
  ('00000000-0000-4000-8000-000000000014', 'post', '50000000-0000-4000-8000-000000000002', 'spam', null, now() - interval '18 hours'),
  ('00000000-0000-4000-8000-000000000007', 'message', '50000000-0000-4000-8000-000000000021', 'scam', 'Crypto doubling scam in the group.', now() - interval '5 hours'),
  ('00000000-0000-4000-8000-000000000008', 'message', '50000000-0000-4000-8000-000000000021', 'scam', null, now() - interval '4 hours'),
  ('00000000-0000-4000-8000-000000000013', 'profile', '00000000-0000-4000-8000-000000000019', 'impersonation', 'Claims to be a Northwind recruiter in messages.', now() - interval '3 hours'),
  -- The case decided 8 days ago.
  ('00000000-0000-4000-8000-000000000012', 'comment', '50000000-0000-4000-8000-000000000012', 'harassment', null, now() - interval '8 days 20 hours'),
  ('00000000-0000-4000-8000-000000000002', 'comment', '50000000-0000-4000-8000-000000000012', 'other', 'Tells students to stay away from our internship programme.', now() - interval '8 days 18 hours');

-- Decided: the student's comment was removed under "Respectful conduct" (one strike); she appealed, and the appeal
-- waits for a moderator other than Rosa, who decided. Lucas Meyer was restricted for 7 days 40 days ago (a strike).
do $$
declare
  decided public.moderation_cases := (select c from public.moderation_cases c
    where c.target_kind = 'comment' and c.target_id = '50000000-0000-4000-8000-000000000012');
  removal uuid := '50000000-0000-4000-8000-000000000031';
  earlier uuid := '50000000-0000-4000-8000-000000000032';
begin
  insert into public.moderation_decisions (id, case_id, target_kind, target_id, subject_id, moderator_id, action, rule,
    statement, excerpt, created_at)
  values (removal, decided.id, 'comment', decided.target_id, decided.subject_id, '00000000-0000-4000-8000-000000000051',
    'remove', 'Respectful conduct',
    'Your comment told other students to avoid an organisation''s programme in general terms and drew two reports. Criticism of a specific experience is welcome; sweeping calls to boycott are not.',
    decided.excerpt, now() - interval '8 days');
  update public.moderation_cases set status = 'actioned', decided_at = now() - interval '8 days' where id = decided.id;
  update public.reports set status = 'actioned', decided_at = now() - interval '8 days' where case_id = decided.id;
  insert into private.hidden_targets (target_kind, target_id, state) values ('comment', decided.target_id, 'removed');
  insert into public.moderation_appeals (decision_id, appellant_id, body, created_at) values
    (removal, decided.subject_id,
     'I was describing what happened to me and several classmates last year (we never heard back after final interviews). I did not mean to tell anyone what to do and am happy to reword it.',
     now() - interval '6 days');

  insert into public.moderation_decisions (id, target_kind, target_id, subject_id, moderator_id, action, rule, statement,
    excerpt, restricted_until, created_at)
  values (earlier, 'post', '50000000-0000-4000-8000-000000000041', '00000000-0000-4000-8000-000000000017',
    '00000000-0000-4000-8000-000000000050', 'restrict', 'Spam and scams',
    'Three posts in one hour advertised paid "guaranteed placements". Charging students for access to opportunities is not allowed. You cannot post or send messages for 7 days.',
    'Paid placement advertisement', now() - interval '33 days', now() - interval '40 days');

  insert into public.moderation_audit_log (at, actor_id, action, case_id, decision_id, target_kind, target_id, subject_id, rule, statement)
  select d.created_at, d.moderator_id, d.action, d.case_id, d.id, d.target_kind, d.target_id, d.subject_id, d.rule, d.statement
  from public.moderation_decisions d where d.id in (removal, earlier) order by d.created_at;
  insert into public.moderation_audit_log (at, actor_id, action, case_id, decision_id, appeal_id, target_kind, target_id, subject_id, rule, statement)
  select a.created_at, a.appellant_id, 'appeal', decided.id, removal, a.id, 'comment', decided.target_id, a.appellant_id,
    'Respectful conduct', a.body
  from public.moderation_appeals a where a.decision_id = removal;

  insert into public.notifications (recipient_id, type, entity_type, entity_id, data, created_at, read_at) values
    (decided.subject_id, 'moderation_decision', 'moderation_decision', removal,
     jsonb_build_object('action', 'remove', 'rule', 'Respectful conduct', 'target_kind', 'comment',
       'statement', (select statement from public.moderation_decisions where id = removal),
       'excerpt', left(decided.excerpt, 140)), now() - interval '8 days', now() - interval '7 days'),
    ('00000000-0000-4000-8000-000000000012', 'moderation_report_outcome', 'moderation_case', decided.id,
     '{"outcome": "actioned", "target_kind": "comment"}', now() - interval '8 days', null),
    ('00000000-0000-4000-8000-000000000002', 'moderation_report_outcome', 'moderation_case', decided.id,
     '{"outcome": "actioned", "target_kind": "comment"}', now() - interval '8 days', null);
end $$;
