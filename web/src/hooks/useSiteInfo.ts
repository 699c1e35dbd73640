import { useEffect, useState } from 'react';
import { useServices } from '../app/ServicesContext';
import type { SiteInfo } from '../app/siteInfo';

/** The site settings, undefined until they arrive. */
export function useSiteInfo(): SiteInfo | undefined {
  const { siteInfo } = useServices();
  const [info, setInfo] = useState<SiteInfo | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    void siteInfo().then((loaded) => {
      if (isCurrent) setInfo(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [siteInfo]);
  return info;
}
