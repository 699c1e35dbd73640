import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../app/ServicesContext';
import { FullPageSpin } from '../components/FullPageSpin';
import { sessionArea } from '../stores/browserStorage';
import { visitorTarget } from './visitorTarget';

/**
 * /visitor?visitorToken=… (spec §2, §4): a logged-in user is logged out first, the visitor token
 * logs in, and the visitor sees one form or view page. No token or a failed login goes to /401.
 */
export function VisitorEntry() {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const visitorToken = query.get('visitorToken') ?? '';

  useEffect(() => {
    if (!visitorToken) {
      navigate('/401', { replace: true });
      return;
    }
    let isCurrent = true;
    const enter = async () => {
      if (services.session.getState().token) await services.logout();
      const envelope = await services.api.visitorLogin(visitorToken);
      if (!envelope.success || !envelope.result?.token) throw new Error(envelope.message);
      const { token, userInfo, customData, pageCode, pageType } = envelope.result;
      services.session.getState().setToken(token);
      services.session.getState().setUserInfo(userInfo);
      services.session.getState().setVisitor(true);
      sessionArea.set('customData', customData ?? null);
      if (isCurrent) navigate(visitorTarget(pageType, pageCode), { replace: true });
    };
    enter().catch(() => {
      if (isCurrent) navigate('/401', { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [visitorToken, services, navigate]);

  return <FullPageSpin tip={t('page.guard')} />;
}
