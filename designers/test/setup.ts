// jsdom stand-ins shared with the other browser packages.
import '../../test-support/jsdomSetup';
