/** Spec §8: a 404 on these admin paths returns default data rather than failing. */
export function adminDefaultFor(path: string): unknown {
  const bare = path.split('?')[0];
  if (bare === '/admin/stats') {
    return {
      totalUsers: 0,
      totalRecords: 0,
      activeSubscriptions: 0,
      monthlyRevenue: 0,
      totalCredits: 0,
      avgRecordsPerUser: 0,
    };
  }
  if (bare === '/admin/users') return { users: [], total: 0 };
  if (bare === '/admin/subscriptions') return { subscriptions: [], total: 0 };
  if (bare === '/admin/system-health') {
    return {
      status: 'unavailable',
      apiHealth: false,
      dbHealth: false,
      lastChecked: new Date().toISOString(),
    };
  }
  return undefined;
}
