// The C face of zxing-cpp for cgo: read every QR code of a grey picture.
// Built against 1.4 (Debian bookworm) and 2.3 (trixie), whose version
// headers and option class are named differently.
#define ZX_USE_UTF8 1
#include <ReadBarcode.h>
#if __has_include(<ZXing/Version.h>)
#include <ZXing/Version.h> // 2.x (its ZXVersion.h is a deprecated shim)
#else
#include <ZXing/ZXVersion.h>
#endif
#include <cstdlib>
#include <cstring>
#include "shim.h"

extern "C" int zx_read(const unsigned char *pix, int w, int h, int stride, int harder, struct zx_code *out, int max) {
	using namespace ZXing;
	ImageView view(pix, w, h, ImageFormat::Lum, stride);
#if ZXING_VERSION_MAJOR >= 2
	ReaderOptions hints; // DecodeHints is deprecated from 2.2 on
#else
	DecodeHints hints;
#endif
	hints.setFormats(BarcodeFormat::QRCode);
	hints.setTryHarder(harder != 0);
	hints.setTryRotate(harder != 0);
	hints.setTryDownscale(harder != 0);
	hints.setMaxNumberOfSymbols(max);
	Results results;
	try {
		results = ReadBarcodes(view, hints);
	} catch (...) {
		return -1;
	}
	int n = 0;
	for (const auto &r : results) {
		if (!r.isValid() || n >= max)
			continue;
		std::string text = r.text();
		zx_code *c = &out[n++];
		std::memset(c, 0, sizeof *c);
		c->text = static_cast<char *>(std::malloc(text.size() + 1));
		if (c->text == nullptr) {
			zx_free(out, n - 1);
			return -1;
		}
		std::memcpy(c->text, text.data(), text.size());
		c->text_len = static_cast<int>(text.size());
		const auto &p = r.position();
		c->x[0] = p.topLeft().x, c->y[0] = p.topLeft().y;
		c->x[1] = p.topRight().x, c->y[1] = p.topRight().y;
		c->x[2] = p.bottomRight().x, c->y[2] = p.bottomRight().y;
		c->x[3] = p.bottomLeft().x, c->y[3] = p.bottomLeft().y;
	}
	return n;
}

extern "C" void zx_free(struct zx_code *out, int n) {
	for (int i = 0; i < n; i++) {
		std::free(out[i].text);
		out[i].text = nullptr;
	}
}
