import { jobConsumerMismatches } from './job-consumers.check';

describe('each declared job has exactly one consumer', () => {
  it('finds nothing wrong when each declared queue is consumed once', () => {
    expect(
      jobConsumerMismatches(['mail', 'billing-renewals'], ['billing-renewals', 'mail']),
    ).toEqual([]);
  });

  it('names a declared job without consumer, one with several, and an undeclared consumer', () => {
    expect(
      jobConsumerMismatches(['mail', 'billing-renewals'], ['mail', 'mail', 'webhook-delivery']),
    ).toEqual([
      'job mail has 2 consumers',
      'job billing-renewals has no consumer',
      'queue webhook-delivery is consumed but no job declares it',
    ]);
  });
});
