package referee

import ()
