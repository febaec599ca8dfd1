-- Search (issue 17): the name dictionary (20261127090100) gets row level security like every private table. It has
-- no policy: only its owner's security-definer helpers read or write it, and the API roles hold no grant on it.
alter table private.name_words enable row level security;
