// Recurring jobs, in graphile-worker's crontab format (minute hour day month weekday task ?options payload).
export const crontab = [
  // a safety net for released locks of workers on other machines; each worker also sweeps at start
  '* * * * * release_stale_job_locks ?max=1',
].join('\n');
