import { useSession } from '../../../shared/auth';
import { ClosingCta } from '../components/ClosingCta';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { PricingCards } from '../components/PricingCards';

export function HomePage() {
  const { isAuthenticated } = useSession();
  return (
    <>
      <Hero isSignedIn={isAuthenticated} />
      <FeatureGrid />
      <PricingCards isSignedIn={isAuthenticated} />
      <ClosingCta isSignedIn={isAuthenticated} />
    </>
  );
}
