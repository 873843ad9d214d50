import { Global, Module } from '@nestjs/common';
import { TrialAddressHistory } from '../billing';
import { OfferedAddressHistory } from './offered-address-history';
import { OfferedAddressRepository } from './offered-address.repository';

/**
 * Global so Billing (which Identity imports) finds its TrialAddressHistory port, in the API and
 * in the workers (imported by IdentityModule and IdentityWorkerModule).
 */
@Global()
@Module({
  providers: [
    OfferedAddressHistory,
    OfferedAddressRepository,
    { provide: TrialAddressHistory, useExisting: OfferedAddressHistory },
  ],
  exports: [OfferedAddressHistory, TrialAddressHistory],
})
export class OfferedAddressesModule {}
