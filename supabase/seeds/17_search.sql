-- Search: posts with hashtags this week (so "Trending this week" on /search shows something real) and
-- hashtags the demo members follow. Runs after seed.sql and the other seeds, in one transaction.

insert into public.posts (id, author_id, body, visibility, created_at)
select ('17000000-0000-4000-8000-0000000000' || lpad(n::text, 2, '0'))::uuid,
  ('00000000-0000-4000-8000-0000000000' || lpad(a::text, 2, '0'))::uuid, body, vis, now() - (h || ' hours')::interval
from (values
  (1, 2, 'Our #internship interviews start Monday. Tip from the team: bring one project you can explain end to end, trade-offs included. #careeradvice', 'public', 20),
  (2, 10, 'Finished my first #datascience project outside class: predicting bike-share demand around Lakeside from weather data. Notebook and write-up on my profile.', 'public', 30),
  (3, 19, 'Day 2 of the #hackathon: our team is building a queue tracker for the campus food bank. Looking for one more frontend person! #opensource', 'public', 34),
  (4, 18, 'New #research opening in my lab: a paid summer assistant for our climate adaptation survey. Statistics background welcome. #climate', 'public', 40),
  (5, 9, 'Reading group on accessible design this Thursday, library room 3. We start with WCAG contrast rules and work through real apps. #accessibility', 'public', 46),
  (6, 23, 'BrightPath is hiring two #datascience interns for spring. Remote-friendly, mentorship every week, real client dashboards. #internship', 'public', 52),
  (7, 14, 'Three things I learned pitching at the #hackathon demo day: show the demo first, name one user, and keep the numbers honest. #careeradvice', 'public', 60),
  (8, 24, 'Northbridge opens its #research showcase on Friday: 40 student posters, from soil carbon to speech recognition. Everyone is welcome. #climate', 'public', 70),
  (9, 11, 'Contributing to #opensource as a student: start with documentation issues, then tests, then features. Maintainers remember people who stay.', 'public', 80),
  (10, 20, 'Portfolio reviews for founders and students this week: send me your deck if you are working on #climate tech. #startups', 'public', 90),
  (11, 12, 'Cleaned our #datascience club''s starter notebooks: pandas, plotting and a first model in one afternoon. Links in the club channel.', 'public', 100),
  (12, 1, 'Presenting my screen-reader study at the #accessibility meetup next week. Practising the talk with friends first — feedback welcome! #research', 'public', 110),
  (13, 17, 'Interview prep with my associates: we swap one mock #internship interview every week. Ask if you want to join the rotation.', 'associates', 26),
  (14, 22, 'Looking for teammates for the spring #hackathon: I do backend and data pipelines, need a designer. #startups', 'public', 130)
) as x (n, a, body, vis, h)
on conflict (id) do nothing;

insert into public.hashtag_follows (user_id, tag, created_at)
select ('00000000-0000-4000-8000-0000000000' || lpad(u::text, 2, '0'))::uuid, tag, now() - (d || ' days')::interval
from (values
  (1, 'internship', 20), (1, 'hackathon', 12), (1, 'accessibility', 30),
  (2, 'datascience', 15), (3, 'careeradvice', 9), (4, 'research', 40), (5, 'accessibility', 25),
  (6, 'careeradvice', 5), (7, 'startups', 18), (7, 'climate', 18), (8, 'scholarships', 60),
  (10, 'datascience', 14), (10, 'research', 7), (19, 'hackathon', 3), (19, 'startups', 3), (20, 'climate', 11)
) as x (u, tag, d)
on conflict do nothing;
