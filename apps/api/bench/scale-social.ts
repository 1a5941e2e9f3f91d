/**
 * The social side of `bench:scale`'s big database, in plain SQL (generate_series), on top of
 * the devnet seed: people, follow edges and notifications, with a heavy demo user. Deterministic:
 * the same run gives the same rows. The triggers of user_counts are off while these go in (a
 * million rows through them is minutes on PGlite); RECOUNT then counts what the tables hold.
 */

export const SOCIAL_SCALE = {
  users: 200_000,
  follows: 500_000,
  notifications: 1_000_000,
  /** The demo user's share of the above. */
  demoFollowing: 5_000,
  demoFollowers: 20_000,
  demoReferrals: 10_000,
  demoNotifications: 100_000,
};

// prettier-ignore
const FIRST = [
  'Alexander', 'Alexandra', 'Alexis', 'Maria', 'Marie', 'Mario', 'Sofia', 'Sophie', 'Liam',
  'Noah', 'Olivia', 'Emma', 'Amelia', 'Ava', 'Mia', 'Isabella', 'Lucas', 'Mateo', 'Ethan',
  'Oliver', 'James', 'Benjamin', 'Elijah', 'Henry', 'Jack', 'Leo', 'Daniel', 'Samuel', 'David',
  'Joseph', 'Chloe', 'Grace', 'Zoe', 'Nora', 'Lily', 'Hannah', 'Aisha', 'Fatima', 'Omar', 'Yusuf',
  'Wei', 'Ming', 'Hiroshi', 'Yuki', 'Sakura', 'Priya', 'Arjun', 'Ananya', 'Rohan', 'Diego',
  'Valentina', 'Camila', 'Santiago', 'Lucia', 'Pablo', 'Elena', 'Ivan', 'Olga', 'Dmitri',
  'Katarina', 'Lars', 'Ingrid', 'Sven', 'Freya', 'Kwame', 'Amara', 'Chidi', 'Zanele', 'Tariq',
  'Leila',
];
// prettier-ignore
const LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore',
  'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark',
  'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Fernandez', 'Schmidt', 'Muller', 'Rossi', 'Russo', 'Dubois',
  'Lefebvre', 'Kowalski', 'Novak', 'Ivanov', 'Petrov', 'Tanaka', 'Suzuki', 'Sato', 'Kim', 'Park',
  'Chen', 'Wang', 'Singh', 'Patel', 'Okafor', 'Mensah', 'Haddad', 'Khan', 'Silva', 'Santos',
  'Costa', 'Jensen', 'Larsen', 'Berg', 'Lindqvist',
];

const list = (names: string[]) => `ARRAY[${names.map((n) => `'${n}'`).join(', ')}]`;
/** The id of bench person `i` (1-based), as SQL. */
export const person = (i: string) => `'scale-' || lpad((${i})::text, 6, '0')`;

/** The statements that add the rows, with a label each; `demo` is the demo user's id. */
export function socialStatements(demo: string): { label: string; sql: string }[] {
  const s = SOCIAL_SCALE;
  const q = `'${demo.replaceAll("'", "''")}'`;
  const others = s.follows - s.demoFollowing - s.demoFollowers;
  const rounds = Math.ceil(others / s.users);
  // Each round pairs every person with the one `offset` further on: no pair twice, none alone.
  const offsets = [1, 7_919, 104_729, 15_485, 86_029].slice(0, rounds);
  return [
    {
      label: `${s.users.toLocaleString('en')} people (${s.demoReferrals.toLocaleString('en')} referred by the demo user)`,
      sql: `INSERT INTO users (id, email, email_verified_at, username, first_name, last_name, country,
          onboarded_at, referred_by, created_at, updated_at)
        SELECT ${person('i')}, 'scale' || i || '@scale.example', t, lower(f || l) || i, f, l, 'DE', t,
          CASE WHEN i <= ${s.demoReferrals} THEN ${q}
            WHEN i % 7 = 0 THEN ${person(`(i * 7919) % ${s.users} + 1`)} END,
          t, t
        FROM generate_series(1, ${s.users}) i,
          LATERAL (SELECT (${list(FIRST)})[1 + i % ${FIRST.length}] AS f,
            (${list(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}] AS l,
            timestamptz '2024-01-01 00:00:00+00' + i * interval '2 minutes' AS t) x`,
    },
    {
      // What the trigger on users keeps (off during the bulk), for the new people.
      label: `contact search's lists of the ${s.users.toLocaleString('en')} people`,
      sql: `INSERT INTO contact_search (trgm, username, user_id)
        SELECT t, username, id FROM users, contact_search_person(username, first_name, last_name) t
        WHERE id LIKE 'scale-%'`,
    },
    {
      label: `${s.follows.toLocaleString('en')} follow edges (the demo user follows ${s.demoFollowing.toLocaleString('en')}, ${s.demoFollowers.toLocaleString('en')} follow them)`,
      sql: `INSERT INTO follows (follower_id, followee_id, created_at)
        SELECT ${q}, ${person(`(i * 37) % ${s.users} + 1`)}, timestamptz '2025-01-01 00:00:00+00' + i * interval '1 minute'
        FROM generate_series(1, ${s.demoFollowing}) i
        UNION ALL
        SELECT ${person(`(i * 41) % ${s.users} + 1`)}, ${q}, timestamptz '2025-01-01 00:00:00+00' + i * interval '1 minute'
        FROM generate_series(1, ${s.demoFollowers}) i
        UNION ALL
        SELECT ${person(`i % ${s.users} + 1`)},
          ${person(`(i % ${s.users} + (ARRAY[${offsets.join(', ')}])[1 + i / ${s.users}]) % ${s.users} + 1`)},
          timestamptz '2024-06-01 00:00:00+00' + i * interval '1 minute'
        FROM generate_series(0, ${others - 1}) i`,
    },
    {
      label: `${s.notifications.toLocaleString('en')} notifications (${s.demoNotifications.toLocaleString('en')} the demo user's; 3 in 4 read)`,
      sql: `INSERT INTO notifications (id, user_id, type, title, body, data, read_at, created_at)
        SELECT 'scale-n-' || i,
          CASE WHEN i <= ${s.demoNotifications} THEN ${q} ELSE ${person(`i % ${s.users} + 1`)} END,
          'new_follower', 'New follower', 'Someone ' || i || ' started following you.',
          jsonb_build_object('user_id', ${person(`(i * 13) % ${s.users} + 1`)}),
          CASE WHEN i % 4 <> 0 THEN t END, t
        FROM generate_series(1, ${s.notifications}) i,
          LATERAL (SELECT timestamptz '2025-01-01 00:00:00+00' + (i % ${s.demoNotifications}) * interval '5 minutes' AS t) x`,
    },
  ];
}

/**
 * Contact searches of 4 characters the bench measures: the start of names, inside them, names
 * that sort last (thousands of matches, none among the first usernames), and one nobody has.
 */
export const SEARCHES = { prefix: 'alex', inside: 'ande', last: 'zane', none: 'qxqz' };

/**
 * The tables whose triggers keep user_counts (migration 0011) and, on users, contact search's
 * lists (0022, filled by the statement above instead).
 */
export const COUNTED_TABLES = ['users', 'follows', 'notifications'];

/** user_counts from scratch: one row a user, counted from the tables in one pass each. */
export const RECOUNT = [
  'DELETE FROM user_counts',
  `INSERT INTO user_counts (user_id, followers, following, referrals, notifications)
  SELECT c.user_id, sum(c.followers), sum(c.following), sum(c.referrals), sum(c.notifications)
  FROM (
    SELECT followee_id AS user_id, count(*) AS followers, 0 AS following, 0 AS referrals,
      0 AS notifications FROM follows GROUP BY followee_id
    UNION ALL SELECT follower_id, 0, count(*), 0, 0 FROM follows GROUP BY follower_id
    UNION ALL SELECT referred_by, 0, 0, count(*), 0 FROM users
      WHERE referred_by IS NOT NULL AND (email IS NOT NULL OR phone_number IS NOT NULL)
      GROUP BY referred_by
    UNION ALL SELECT user_id, 0, 0, 0, count(*) FROM notifications GROUP BY user_id
  ) c
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
  GROUP BY c.user_id`,
];
