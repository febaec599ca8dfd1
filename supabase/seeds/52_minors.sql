-- A member under 18 (issue 35 item 6): Zoe Tran, 16, a secondary-school student in Lakeside's pre-university
-- robotics programme, associated with Maya (who mentors her). Her date of birth is relative to today so she stays
-- 16; the database gives her the safe defaults (profile for associates only, location, e-mail and phone hidden,
-- conversations from associates only). Signs in as teen@demo.campus.test with "demo-password".

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
  phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000052', 'authenticated',
  'authenticated', 'teen@demo.campus.test', extensions.crypt('demo-password', extensions.gen_salt('bf', 10)),
  now() - interval '40 days', '', '', '', '', '', '', '', '',
  '{"provider": "email", "providers": ["email"]}',
  jsonb_build_object('full_name', 'Zoe Tran', 'name', 'Zoe Tran', 'first_name', 'Zoe', 'last_name', 'Tran',
    'email_verified', true),
  now() - interval '40 days', now());

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true,
  'phone_verified', false), 'email', now(), u.created_at, u.created_at
from auth.users u where u.id = '00000000-0000-4000-8000-000000000052';

insert into public.user_profiles (user_id, email, name, first_name, last_name, headline, bio, location, profile_type,
  date_of_birth, skills, interests, phone, timezone, created_at)
values ('00000000-0000-4000-8000-000000000052', 'teen@demo.campus.test', 'Zoe Tran', 'Zoe', 'Tran',
  'Year 11 student · robotics and Python',
  'I build line-following robots in Lakeside''s pre-university robotics programme and I am learning Python.',
  'Toronto, Canada', 'student', (now() - interval '16 years 4 months')::date,
  array['Python', 'Robotics', 'Arduino'], array['Robotics', 'Hackathons', 'Accessibility'], '+1 416 555 0152',
  'America/Toronto', now() - interval '40 days');

-- Maya mentors her: an accepted request, the association (the trigger writes the other side), follows both ways.
insert into public.associate_requests (sender_id, recipient_id, message, status, created_at, responded_at)
values ('00000000-0000-4000-8000-000000000052', '00000000-0000-4000-8000-000000000001',
  'Hi Maya, thank you for the robotics workshop! Could I ask you about learning Python?', 'accepted',
  now() - interval '21 days', now() - interval '20 days');
insert into public.associates (user_id, associate_id, created_at)
values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000052', now() - interval '20 days')
on conflict do nothing;
insert into public.follows (follower_id, followee_id, created_at) values
  ('00000000-0000-4000-8000-000000000052', '00000000-0000-4000-8000-000000000001', now() - interval '20 days'),
  ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000052', now() - interval '19 days')
on conflict do nothing;

-- A post her associates see (her profile is not public, so nobody else does).
insert into public.posts (author_id, body, visibility, created_at)
values ('00000000-0000-4000-8000-000000000052',
  'Our robot finished the maze in 48 seconds at the regional #robotics challenge! Thanks @[Maya Okafor](00000000-0000-4000-8000-000000000001) for the Python tips.',
  'associates', now() - interval '3 days');
