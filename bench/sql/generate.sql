-- Deterministic bench data for an empty, migrated ReviewKaro database (PostgreSQL or PGlite).
-- bench/generate.ts replaces the double-braced parameters with numbers (and the admin phone) first.
-- Every value comes from a hash of a row number, so one scale always makes the same rows; only
-- timestamps follow the clock (campaigns started d days before now), so pacing stays realistic.
-- Triggers are off while loading (counters are recomputed at the end, when the schema has them).
set session_replication_role = replica;

-- A stable integer in 0..2^31-2 from a number and a salt (no random(), so reruns agree).
create or replace function bench_hash(n bigint, salt int) returns int language sql immutable as $$
  select ((((n * 2654435761 + salt * 97531 + 12345) % 2147483647) * 48271) % 2147483647)::int
$$;

-- kind-0000-4000-8000-number: readable ids the bench can compute too (bench/fixtures.ts).
create or replace function bench_uuid(kind int, n bigint) returns uuid language sql immutable as $$
  select (lpad(to_hex(kind), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid
$$;

-- The network a reviewer uses (decision 027's salted hash, here of a name): reviewers of one city
-- share networks about three to one (homes, colleges, cafés), chosen by hash, not by slot, so
-- that one campaign's reviewers rarely share one. Each reviewer's phone is its own device.
create or replace function bench_network(u bigint) returns text language sql immutable as $$
  select md5('network-' || (u % {{city_count}}) || '-' || (bench_hash(u, 21) % greatest({{users}} / 30, 1)))
$$;

-- distributionSchedule of app/domain/pacing.ts in SQL; generate.ts compares both per target.
create or replace function bench_schedule(t int) returns jsonb language sql immutable as $$
  with p as (
    select case when t <= 50 then 7 when t <= 100 then 15 else 25 end as days,
      least((5 * t + 99) / 100, t) as d1
  ), q as (select *, least((10 * t + 99) / 100, t - d1) as d2 from p),
  r as (select *, least((30 * t + 99) / 100, t - d1 - d2) as d3 from q),
  s as (select *, t - d1 - d2 - d3 as rest from r)
  select jsonb_build_array(d1, d2, d3) || (
    select jsonb_agg(rest / (days - 3) + case when i < rest % (days - 3) then 1 else 0 end order by i)
    from generate_series(0, days - 4) i)
  from s
$$;

-- allowedByDay of pacing.ts: reviews allowed up to and including day `day`.
create or replace function bench_allowed(schedule jsonb, day int) returns int language sql immutable as $$
  select coalesce(sum(v::int), 0)::int
  from jsonb_array_elements_text(schedule) with ordinality e(v, i) where i <= day
$$;

-- People: the admin, businesses (number 0 is the bench's business), reviewers (user u lives in
-- city u % 10 and sits in slot u / 10 of that city; user 1 is the bench's reviewer in Indore).
insert into profiles (id, phone, role, username, created_at)
values (bench_uuid(16, 0), '{{admin_phone}}', 'admin', 'admin', now() - interval '200 days');

insert into profiles (id, phone, role, username, city, business_name, created_at)
select bench_uuid(18, b), '+918' || lpad(b::text, 9, '0'), 'business', 'business' || b,
  ({{cities}})[1 + b % {{city_count}}],
  'Business ' || b, now() - interval '180 days' + b * interval '1 minute'
from generate_series(0, {{businesses}} - 1) b;

insert into profiles (id, phone, role, username, city, reviewer_name, reviewer_email, created_at)
select bench_uuid(17, u), '+917' || lpad(u::text, 9, '0'), 'user', 'reviewer' || u,
  ({{cities}})[1 + u % {{city_count}}],
  'Reviewer ' || u, 'reviewer' || u || '@example.com',
  now() - interval '150 days' + (u % 1000) * interval '1 minute'
from generate_series(0, {{users}} - 1) u;

-- The plan of every campaign: status, target, dates and how many reviews of each kind it has.
create temp table plan_campaign as
with base as (
  select j, j % {{city_count}} as city_idx,
    case when j < {{fixed_campaigns}} then 0 else 1 + j % ({{businesses}} - 1) end as owner,
    case when j = 1 then 80 else least(
      (array[10,20,25,40,50,50,80,100,100,150,200,300,500,1000])[1 + bench_hash(j, 1) % 14],
      {{max_target}}) end as target,
    case when j = 1 then 'completed' else
      (array['pending_approval','pending_approval','rejected','completed','completed','completed',
        'completed','completed','completed','active','active','active','active','active','active',
        'active','active','active','active','active'])[1 + bench_hash(j, 2) % 20] end as status,
    bench_hash(j, 3) as h3, bench_hash(j, 4) as h4, bench_hash(j, 5) as h5,
    bench_hash(j, 6) as h6, bench_hash(j, 7) as h7, bench_hash(j, 8) as h8
  from generate_series(0, {{campaigns}} - 1) j
), dated as (
  select *, bench_schedule(target) as schedule,
    case status
      when 'active' then now() - (h3 % 30) * interval '1 day' - (h3 % 600) * interval '1 minute'
      when 'completed' then now() - (30 + h3 % 90) * interval '1 day' - (h3 % 600) * interval '1 minute'
    end as start_date,
    case when status = 'active' then 1 + h3 % 30 else 0 end as day
  from base
), counted as (
  select *,
    case status
      when 'active' then bench_allowed(schedule, day) * (30 + h4 % 61) / 100
      when 'completed' then target else 0 end as taken
  from dated
), split as (
  select *,
    case status
      when 'active' then least(taken - taken * (12 + h5 % 18) / 100, target - 1)
      else taken end as approved
  from counted
)
select *, taken - approved as pending, taken * (h6 % 8) / 100 as extras,
  bench_uuid(2, j) as id,
  coalesce(start_date - interval '1 day',
    now() - (h3 % 4000) * interval '1 minute' - case when status = 'rejected' then interval '20 days' else interval '0' end
  ) as created_at
from split;

alter table plan_campaign add column n int, add column pool int, add column first_slot int,
  add column with_bench_reviewer boolean;
update plan_campaign set n = approved + pending + extras;
-- Reviewers come from slots 1.. of the campaign's city. Three campaigns in four draw from the
-- first slots only: a few reviewers write many reviews (and reach payouts), most write few.
update plan_campaign set
  pool = case when h7 % 4 = 0 then {{users}} / {{city_count}} - 1 else greatest(n, {{users}} / 80) end;
update plan_campaign set first_slot = h8 % pool;
-- The bench reviewer (user 1, slot 0 of Indore) wrote the first review of the first 40 Indore
-- campaigns that have reviews: the same history at every scale.
update plan_campaign c set with_bench_reviewer = c.j in (
  select j from plan_campaign where city_idx = 1 and n > 0 order by j limit 40);

insert into campaigns (id, business_id, business_name, maps_link, topics, city, target_reviews,
  completed_reviews, cost, status, distribution_days, distribution_schedule, start_date, created_at,
  rejection_reason)
select id, bench_uuid(18, owner),
  (array['Sharma Sweets','Apna Dhaba','City Dental','Royal Salon','Green Cafe','Shree Mobiles',
    'Lake View Hotel','Fit Gym'])[1 + h4 % 8] || ' ' || j,
  'https://maps.google.com/?q=' || ({{cities}})[1 + city_idx],
  ({{topic_sets}})[1 + h5 % 4]::text[],
  ({{cities}})[1 + city_idx],
  target, approved, target * 20, status, jsonb_array_length(schedule), schedule, start_date, created_at,
  case when status = 'rejected' then 'The Maps link does not show this business.' end
from plan_campaign;

-- The demo campaign the admin page would otherwise create on its first load.
insert into campaigns (id, business_id, business_name, maps_link, topics, city, target_reviews,
  completed_reviews, cost, status, distribution_days, distribution_schedule, start_date, created_at)
values (bench_uuid(2, 999999999), bench_uuid(16, 0), 'Demo Restaurant',
  {{bench_maps_link}}, '{Food,Service,Family}', {{bench_city}}, 20, 0, 400, 'active',
  7, bench_schedule(20), now() - interval '10 days', now() - interval '10 days');

-- A rejected campaign's payment was refunded when it was rejected (decision 029).
insert into payments (id, campaign_id, business_id, amount, provider, status, refunded_at, created_at)
select bench_uuid(5, j), id, bench_uuid(18, owner), target * 20, 'simulated',
  case when status = 'rejected' then 'refunded' else 'succeeded' end,
  case when status = 'rejected' then created_at + interval '1 day' end, created_at
from plan_campaign;

-- Reviews, in each campaign's order: approved, then rejected or withdrawn, then pending (newest).
-- comparable_text and text_bands are set (empty) so the reviews count as fingerprinted, and
-- topic_mentions as marked: the app's
-- background backfill would otherwise work through them while the page bench measures CPU. The
-- copy lookups are measured on their own (bench/likeness-lookups.ts).
insert into reviews (id, campaign_id, user_id, review_text, rating, proof, reviewer_name,
  reviewer_email, status, earnings, rejection_reason, created_at, moderated_at, moderated_by,
  comparable_text, text_bands, topic_mentions, network_hash, device_hash)
select bench_uuid(3, c.j::bigint * 2000 + t), c.id, bench_uuid(17, u),
  ({{review_texts}})[1 + bench_hash(c.j::bigint * 2000 + t, 10) % 4],
  (array[5,4,5,3,4,5,2,4,5,1])[1 + bench_hash(c.j::bigint * 2000 + t, 11) % 10],
  'bench/proof-' || c.j || '-' || t || '.webp', 'Reviewer ' || u, 'reviewer' || u || '@example.com',
  s.status, case when s.status = 'approved' then 5 else 0 end,
  case when s.status = 'rejected' then 'The proof does not show this review.' end,
  s.created_at,
  case when s.status in ('approved', 'rejected') then least(s.created_at + interval '2 hours', now()) end,
  case when s.status in ('approved', 'rejected') then bench_uuid(16, 0) end,
  '', '{}'::int4[],
  -- What topicMentionBits gives each text for each topic set (generate.ts), as a submission stores.
  ({{topic_bits}})[1 + (bench_hash(c.j::bigint * 2000 + t, 10) % 4) * 4 + c.h5 % 4],
  bench_network(u), md5('device-' || u)
from plan_campaign c
cross join lateral generate_series(0, c.n - 1) t
cross join lateral (select case when c.with_bench_reviewer and t = 0 then 1
  else c.city_idx + {{city_count}} * (1 + (c.first_slot + t) % c.pool) end as u) who
cross join lateral (select
  case when t < c.approved then 'approved'
    when t < c.approved + c.extras then case when (t - c.approved) % 3 = 2 then 'withdrawn' else 'rejected' end
    else 'pending' end as status,
  case when c.status = 'active' then c.start_date + (now() - c.start_date) * (t + 1) / (c.n + 1)
    else c.start_date + jsonb_array_length(c.schedule) * interval '1 day' * (t + 1) / (c.n + 1) end
    as created_at) s
where c.n > 0;

-- What a city's worth of use leaves beside the reviews, so that the pages' lookups probe real
-- rows: every account's network and device marks (a business's are its own), a copied-text flag
-- on one review in a hundred (against the campaign's review before it), and the business's reply
-- to one approved review in ten.
insert into client_marks (profile_id, kind, hash, first_seen_at, last_seen_at)
select bench_uuid(17, u), m.kind, m.hash, now() - interval '150 days', now() - (u % 30) * interval '1 day'
from generate_series(0, {{users}} - 1) u
cross join lateral (values ('network', bench_network(u)), ('device', md5('device-' || u))) m(kind, hash);

insert into client_marks (profile_id, kind, hash, first_seen_at, last_seen_at)
select bench_uuid(18, b), m.kind, m.hash, now() - interval '180 days', now() - (b % 7) * interval '1 day'
from generate_series(0, {{businesses}} - 1) b
cross join lateral (values ('network', md5('business-network-' || b)),
  ('device', md5('business-device-' || b))) m(kind, hash);

insert into review_flags (review_id, kind, earlier_review_id, score, same_bytes, created_at)
select bench_uuid(3, c.j::bigint * 2000 + t), 'copied_text', bench_uuid(3, c.j::bigint * 2000 + t - 1),
  0.92, false, now() - interval '1 day'
from plan_campaign c
cross join lateral generate_series(1, c.n - 1) t
where bench_hash(c.j::bigint * 2000 + t, 23) % 100 = 0;

insert into review_replies (review_id, author_id, reply_text, created_at, updated_at)
select bench_uuid(3, c.j::bigint * 2000 + t), bench_uuid(18, c.owner),
  'Thank you for visiting us and for taking the time to write this.', now() - interval '1 hour',
  now() - interval '1 hour'
from plan_campaign c
cross join lateral generate_series(0, c.approved - 1) t
where bench_hash(c.j::bigint * 2000 + t, 24) % 10 = 0;

-- Wallets: ₹5 per approved review; paid payouts of ₹100 up to 60% of it (three reviewers in four,
-- and the bench reviewer), a pending payout (one in five) and a rejected one (one in three).
create temp table plan_user as
select u, earned, h,
  case when u = 1 then 1 when h % 4 <> 0 then least(earned * 6 / 10 / 100, 50) else 0 end as paid,
  h % 5 = 0 as has_pending, (h % 3 = 0 or u = 1) as has_rejected
from (
  select (('x' || right(replace(user_id::text, '-', ''), 12))::bit(48)::bigint) as u,
    count(*) * 5 as earned, bench_hash((('x' || right(replace(user_id::text, '-', ''), 12))::bit(48)::bigint), 9) as h
  from reviews where status = 'approved' group by user_id
) earned_by_user
where earned >= 100;

insert into payouts (id, user_id, amount, upi_id, status, reference, rejection_reason, created_at, processed_at)
select bench_uuid(4, u * 100 + k), bench_uuid(17, u), 100, 'reviewer' || u || '@upi', 'paid',
  'UTR' || lpad((u * 100 + k)::text, 12, '0'), null,
  now() - (40 + k * 7 + h % 7) * interval '1 day', now() - (39 + k * 7 + h % 7) * interval '1 day'
from plan_user cross join lateral generate_series(0, paid - 1) k where paid > 0;

insert into payouts (id, user_id, amount, upi_id, status, reference, rejection_reason, created_at, processed_at)
select bench_uuid(4, u * 100 + 98), bench_uuid(17, u), 100, 'reviewer' || u || '@upi', 'rejected',
  null, 'The UPI ID does not accept payments.', now() - (20 + h % 10) * interval '1 day',
  now() - (19 + h % 10) * interval '1 day'
from plan_user where has_rejected;

insert into payouts (id, user_id, amount, upi_id, status, created_at)
select bench_uuid(4, u * 100 + 99), bench_uuid(17, u), 100, 'reviewer' || u || '@upi', 'pending',
  now() - (h % 2880) * interval '1 minute'
from plan_user where has_pending and earned - paid * 100 >= 100;

-- The ledger: one reward per approved review, a debit per payout, a refund per rejected payout.
insert into wallet_ledger (id, user_id, amount, reason, review_id, created_at)
select bench_uuid(6, ('x' || right(replace(id::text, '-', ''), 12))::bit(48)::bigint), user_id, 5,
  'review_reward', id, moderated_at
from reviews where status = 'approved';

insert into wallet_ledger (id, user_id, amount, reason, payout_id, created_at)
select bench_uuid(7, ('x' || right(replace(id::text, '-', ''), 12))::bit(48)::bigint), user_id,
  -amount, 'payout_request', id, created_at
from payouts;

insert into wallet_ledger (id, user_id, amount, reason, payout_id, created_at)
select bench_uuid(8, ('x' || right(replace(id::text, '-', ''), 12))::bit(48)::bigint), user_id,
  amount, 'payout_refund', id, processed_at
from payouts where status = 'rejected';

update profiles p set wallet_balance = l.total
from (select user_id, sum(amount)::int as total from wallet_ledger group by user_id) l
where l.user_id = p.id;

-- Issue 34, in proportion to the data: about one complaint per 100 users and two reports or
-- disputes per 1,000 published reviews, nine in ten of each already decided (kept: a removal
-- would change the ledger's counts), and a staff view of one proof in twenty, so the admin's
-- counts, lists and access log read real rows.
insert into complaints (id, ticket_number, name, phone, category, text, status, acknowledge_by,
  decide_by, acknowledged_at, acknowledged_by, acknowledgement, decided_at, decided_by, outcome,
  decision, created_at)
select bench_uuid(30, g), 'RK-2026-' || lpad(g::text, 6, '0'), 'Complainant ' || g,
  '+91' || (7000000000 + g)::text,
  (array['review_about_me', 'personal_data', 'payment', 'account', 'other'])[1 + g % 5],
  'A review on the public page names a member of my family; please remove the name from it.',
  case g % 10 when 0 then 'open' when 1 then 'acknowledged' else 'decided' end,
  created + interval '24 hours', created + interval '15 days',
  case when g % 10 <> 0 then created + interval '3 hours' end,
  case when g % 10 <> 0 then bench_uuid(16, 0) end,
  case when g % 10 <> 0 then 'We have your complaint and are looking into it.' end,
  case when g % 10 >= 2 then created + interval '2 days' end,
  case when g % 10 >= 2 then bench_uuid(16, 0) end,
  case when g % 10 >= 2 then (array['upheld', 'rejected', 'resolved'])[1 + g % 3] end,
  case when g % 10 >= 2 then 'The name was taken out of the review.' end,
  created
from generate_series(1, greatest({{users}} / 100, 5)) g,
  lateral (select now() - (case when g % 10 = 0 then g % 48 else 30 + g % 300 end)
    * interval '1 hour' as created) c;
select setval('complaint_number_seq', greatest({{users}} / 100, 5));

insert into review_complaints (id, review_id, campaign_id, kind, ground, details, filed_by,
  created_at, decision, decision_note, decided_by, decided_at)
select bench_uuid(31, n), r.id, r.campaign_id,
  case when n % 2 = 0 then 'report' else 'dispute' end,
  case when n % 2 = 0 then (array['fake', 'personal_data', 'abusive', 'other'])[1 + n % 4]
    else (array['never_customer', 'wrong_business', 'personal_data', 'other'])[1 + n % 4] end,
  'Reported from the public page.',
  case when n % 2 = 1 then c.business_id end,
  r.moderated_at + interval '1 day',
  case when n % 10 <> 0 then 'kept' end,
  case when n % 10 <> 0 then 'Nothing in it breaks the review policy.' end,
  case when n % 10 <> 0 then bench_uuid(16, 0) end,
  case when n % 10 <> 0 then r.moderated_at + interval '3 days' end
from (
  select id, campaign_id, moderated_at,
    ('x' || right(replace(id::text, '-', ''), 12))::bit(48)::bigint as n
  from reviews where status = 'approved'
) r
join campaigns c on c.id = r.campaign_id
where bench_hash(r.n, 34) % 500 = 0;

insert into staff_access_views (id, staff_id, kind, subject_id, record_id, masked, screen,
  viewed_at)
select bench_uuid(32, n), bench_uuid(16, 0), 'proof', user_id, id, null, '/admin/reviews',
  moderated_at - interval '1 minute'
from (
  select id, user_id, moderated_at,
    ('x' || right(replace(id::text, '-', ''), 12))::bit(48)::bigint as n
  from reviews where status in ('approved', 'rejected')
) r
where bench_hash(n, 35) % 20 = 0;

-- Issue 43: the inbound webhooks a gateway would have sent for these payments (decision 087),
-- a captured payment each, one in a thousand failed, for the admin's /admin/webhooks.
insert into inbound_webhooks (id, provider, event_id, event, raw_body, signed_with, state,
  outcome, error, attempts, received_at, last_attempt_at, handled_at)
select bench_uuid(33, n), 'razorpay', 'evt_' || lpad(to_hex(n), 14, '0'), 'payment.captured',
  json_build_object('entity', 'event', 'event', 'payment.captured', 'payload',
    json_build_object('payment', json_build_object('entity', json_build_object(
      'id', 'pay_' || lpad(to_hex(n), 14, '0'), 'order_id', 'order_' || lpad(to_hex(n), 14, '0'),
      'amount', amount * 100, 'currency', 'INR', 'status', 'captured'))))::text,
  'current', case when n % 1000 = 0 then 'failed' else 'processed' end,
  case when n % 1000 = 0 then 'malformed' else 'campaign_created' end,
  case when n % 1000 = 0 then 'The event is not in the shape the documentation gives.' end,
  1, created_at, created_at, created_at
from (select amount, created_at, row_number() over (order by id) as n from payments) p;

set session_replication_role = origin;
-- Statistics first: the refresh reads each reviewer's latest approved reviews (migration 0054's
-- reviewer_variety, once per profile), and planned on the empty tables' statistics that read
-- scanned all of reviews for each of 100k reviewers (hours at 1M).
analyze;
do $$ begin
  if to_regproc('refresh_counters') is not null then perform refresh_counters(); end if;
end $$;

drop function bench_network(bigint);
drop function bench_allowed(jsonb, int);
drop function bench_hash(bigint, int);
drop function bench_uuid(int, bigint);
drop function bench_schedule(int);
