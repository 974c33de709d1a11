-- The report `tutorialkit report --format csv` prints, as SQL: for each tutorial and content
-- version the runs started and each step's reach and times (the funnel), the endings, and each
-- experiment's sides by completion per run and by a goal per user, with Newcombe's 95% interval
-- of the difference from the baseline. Rows come out in the tool's CSV columns, so the two can
-- be compared line by line (Scripts/report-cross-check.py does, on DuckDB).
--
-- Standard SQL, as warehouses run it, but for two things named where they are used:
--   * read_json(...) is DuckDB's way to read the JSON lines; on a warehouse, select from the
--     table the lines are loaded into (BigQuery, Spark SQL and ClickHouse load JSON lines
--     natively), with the same column names;
--   * PERCENTILE_DISC(p) WITHIN GROUP (ORDER BY x) is the standard ordered-set aggregate; Spark SQL
--     spells it percentile_disc(p) WITHIN GROUP (ORDER BY x) too (3.3 and later), BigQuery as
--     PERCENTILE_DISC(x, p) OVER (PARTITION BY ...), ClickHouse as quantileExactLow(p)(x).
-- The goal is the one value to edit: the host event an experiment's users are compared by.
WITH parameters AS (
    SELECT 'purchase.completed' AS goal
),
events AS (
    SELECT *
    FROM read_json(
        'events.jsonl', format = 'newline_delimited', ignore_errors = true,
        columns = {
            format: 'INTEGER', time: 'VARCHAR', "user": 'VARCHAR', session: 'VARCHAR', tutorial: 'VARCHAR',
            contentVersion: 'INTEGER', variant: 'VARCHAR', kind: 'VARCHAR', step: 'VARCHAR', "index": 'INTEGER',
            timeOnStep: 'DOUBLE', reason: 'VARCHAR', event: 'VARCHAR'
        })
    WHERE format = 1
),
runs AS (
    SELECT tutorial, contentVersion, session, MIN(variant) AS variant,
        SUM(CASE WHEN kind = 'started' THEN 1 ELSE 0 END) AS starts,
        SUM(CASE WHEN kind = 'completed' THEN 1 ELSE 0 END) AS completions
    FROM events
    WHERE session IS NOT NULL
    GROUP BY tutorial, contentVersion, session
),
-- The step each run showed last, and when: an ending's time is the time on it.
last_shown AS (
    SELECT session, step, time AS shown_at
    FROM (
        SELECT session, step, time,
            ROW_NUMBER() OVER (PARTITION BY session ORDER BY time DESC, "index" DESC) AS latest
        FROM events
        WHERE kind = 'shown'
    ) AS ranked
    WHERE latest = 1
),
-- Time on a step: each line that leaves it, and an ending's on the step showing, unless a line
-- of its own already left that step (a completion repeats its last step's time; a move to a step
-- that then failed names a step never shown).
times AS (
    SELECT tutorial, contentVersion, step, timeOnStep
    FROM events
    WHERE kind IN ('advanced', 'stepSkipped', 'back') AND timeOnStep IS NOT NULL
    UNION ALL
    SELECT e.tutorial, e.contentVersion, l.step, e.timeOnStep
    FROM events AS e
    JOIN last_shown AS l ON l.session = e.session
    WHERE e.kind IN ('completed', 'skipped', 'dismissed', 'abandoned', 'failed') AND e.timeOnStep IS NOT NULL
        AND COALESCE(CASE WHEN e.kind = 'completed' THEN NULL ELSE e.step END, l.step) = l.step
        AND NOT EXISTS (
            SELECT 1 FROM events AS x
            WHERE x.session = e.session AND x.kind IN ('advanced', 'stepSkipped', 'back')
                AND x.step = l.step AND x.time >= l.shown_at)
),
reach AS (
    SELECT tutorial, contentVersion, step, MIN("index") AS step_index, COUNT(DISTINCT session) AS reached
    FROM events
    WHERE kind = 'shown'
    GROUP BY tutorial, contentVersion, step
),
step_times AS (
    SELECT tutorial, contentVersion, step,
        PERCENTILE_DISC(0.5) WITHIN GROUP (ORDER BY timeOnStep) AS median_seconds,
        PERCENTILE_DISC(0.9) WITHIN GROUP (ORDER BY timeOnStep) AS p90_seconds
    FROM times
    GROUP BY tutorial, contentVersion, step
),
-- Completion per run started, for each variant.
completion_sides AS (
    SELECT tutorial, variant AS side, SUM(starts) AS units, SUM(completions) AS successes
    FROM runs
    WHERE variant IS NOT NULL AND variant <> 'control' AND starts > 0
    GROUP BY tutorial, variant
),
-- The goal per user assigned (control included), reached after the assignment.
assignments AS (
    SELECT tutorial, "user", MIN(variant) AS side, MIN(time) AS assigned_at
    FROM events
    WHERE kind = 'assigned' AND "user" IS NOT NULL AND variant IS NOT NULL
    GROUP BY tutorial, "user"
),
goal_sides AS (
    SELECT a.tutorial, a.side, COUNT(*) AS units,
        SUM(CASE WHEN EXISTS (
            SELECT 1 FROM events AS h, parameters AS p
            WHERE h.kind = 'hostEvent' AND h.event = p.goal AND h."user" = a."user" AND h.time >= a.assigned_at
        ) THEN 1 ELSE 0 END) AS successes
    FROM assignments AS a
    GROUP BY a.tutorial, a.side
),
sides AS (
    SELECT 'completion' AS measure, tutorial, side, units, successes FROM completion_sides
    UNION ALL
    SELECT 'goal' AS measure, tutorial, side, units, successes FROM goal_sides
),
-- Each side's Wilson interval at 95% (z = 1.959963984540054).
wilson AS (
    SELECT measure, tutorial, side, units, successes, CAST(successes AS DOUBLE) / units AS rate,
        (CAST(successes AS DOUBLE) / units + 3.841458820694124 / (2 * units)) / (1 + 3.841458820694124 / units)
            - 1.959963984540054 / (1 + 3.841458820694124 / units) * SQRT(
                (CAST(successes AS DOUBLE) / units) * (1 - CAST(successes AS DOUBLE) / units) / units
                + 3.841458820694124 / (4.0 * units * units)) AS lower_bound,
        (CAST(successes AS DOUBLE) / units + 3.841458820694124 / (2 * units)) / (1 + 3.841458820694124 / units)
            + 1.959963984540054 / (1 + 3.841458820694124 / units) * SQRT(
                (CAST(successes AS DOUBLE) / units) * (1 - CAST(successes AS DOUBLE) / units) / units
                + 3.841458820694124 / (4.0 * units * units)) AS upper_bound
    FROM sides
),
-- The baseline: for a goal the control group, when it has users; else the first variant by name.
baselines AS (
    SELECT measure, tutorial, MIN(CASE WHEN measure = 'goal' AND side = 'control' THEN '' ELSE side END) AS first_side
    FROM wilson
    WHERE measure = 'goal' OR side <> 'control'
    GROUP BY measure, tutorial
),
compared AS (
    SELECT w.measure, w.tutorial, w.side, w.units, w.successes, w.rate,
        CASE WHEN w.side = b.side THEN NULL ELSE w.rate - b.rate END AS difference,
        CASE WHEN w.side = b.side THEN NULL ELSE (w.rate - b.rate) - SQRT(
            (w.rate - GREATEST(w.lower_bound, 0)) * (w.rate - GREATEST(w.lower_bound, 0))
            + (LEAST(b.upper_bound, 1) - b.rate) * (LEAST(b.upper_bound, 1) - b.rate)) END AS ci_lower,
        CASE WHEN w.side = b.side THEN NULL ELSE (w.rate - b.rate) + SQRT(
            (LEAST(w.upper_bound, 1) - w.rate) * (LEAST(w.upper_bound, 1) - w.rate)
            + (b.rate - GREATEST(b.lower_bound, 0)) * (b.rate - GREATEST(b.lower_bound, 0))) END AS ci_upper
    FROM wilson AS w
    JOIN baselines AS f ON f.measure = w.measure AND f.tutorial = w.tutorial
    JOIN wilson AS b ON b.measure = w.measure AND b.tutorial = w.tutorial
        AND b.side = CASE WHEN f.first_side = '' THEN 'control' ELSE f.first_side END
    WHERE w.measure = 'goal' OR w.side <> 'control'
)
SELECT 'funnel' AS section, r.tutorial, r.contentVersion AS content_version, r.step, r.step_index AS "index",
    r.reached, t.median_seconds, t.p90_seconds, NULL AS side, NULL AS units, NULL AS successes, NULL AS rate,
    NULL AS difference, NULL AS ci_lower, NULL AS ci_upper
FROM reach AS r
LEFT JOIN step_times AS t ON t.tutorial = r.tutorial AND t.contentVersion = r.contentVersion AND t.step = r.step
UNION ALL
SELECT 'starts', tutorial, contentVersion, NULL, NULL, SUM(starts), NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
FROM runs
GROUP BY tutorial, contentVersion
UNION ALL
SELECT 'ending:' || kind || CASE WHEN kind = 'failed' THEN ':' || COALESCE(reason, 'unknown') ELSE '' END,
    tutorial, contentVersion, NULL, NULL, COUNT(*), NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
FROM events
WHERE kind IN ('completed', 'skipped', 'dismissed', 'abandoned', 'failed')
GROUP BY kind, CASE WHEN kind = 'failed' THEN ':' || COALESCE(reason, 'unknown') ELSE '' END, tutorial, contentVersion
UNION ALL
SELECT 'experiment:' || measure, tutorial, NULL, NULL, NULL, NULL, NULL, NULL, side, units, successes, rate,
    difference, ci_lower, ci_upper
FROM compared
ORDER BY 1, 2, 3, 5, 9;
