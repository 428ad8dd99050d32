// The C face of OpenCV's chessboard detection and camera calibration for
// cgo: core, imgproc and calib3d only, nothing of videoio, imgcodecs or
// highgui. Written against OpenCV 4.6 (Debian bookworm) and 4.10 (trixie),
// whose calls used here are the same.
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/calib3d.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>
#include <limits>
#include <vector>
#include "shim.h"

static void set_err(char *err, int errlen, const char *what) {
	if (err && errlen > 0)
		std::snprintf(err, errlen, "%s", what);
}

extern "C" int cl_find_corners(const unsigned char *pix, int w, int h, int stride, int cols, int rows, int search_size,
	float *out, char *err, int errlen) {
	try {
		// OpenCV reads the pixels in place; cgo pins them for the call.
		cv::Mat gray(h, w, CV_8UC1, const_cast<unsigned char *>(pix), stride);
		// Large photos (a 12 MP Pi camera) are searched at a lower
		// resolution, many times faster and as sure; the corners are then
		// refined on the full picture.
		cv::Mat search = gray;
		double scale = 1;
		if (std::max(w, h) > search_size) {
			scale = double(std::max(w, h)) / search_size;
			cv::resize(gray, search, cv::Size(int(std::lround(w / scale)), int(std::lround(h / scale))), 0, 0, cv::INTER_AREA);
			scale = double(w) / search.cols;
		}
		std::vector<cv::Point2f> corners;
		int flags = cv::CALIB_CB_ADAPTIVE_THRESH | cv::CALIB_CB_NORMALIZE_IMAGE | cv::CALIB_CB_FAST_CHECK;
		if (!cv::findChessboardCorners(search, cv::Size(cols, rows), corners, flags) || int(corners.size()) != cols * rows)
			return 0;
		if (scale != 1) {
			// Pixel centres at integer coordinates: full = (small + 0.5)·scale − 0.5.
			for (auto &p : corners)
				p = cv::Point2f(float((p.x + 0.5) * scale - 0.5), float((p.y + 0.5) * scale - 0.5));
		}
		// The refining window must stay within a square: neighbouring
		// corners would pull on each other.
		double step = std::numeric_limits<double>::infinity();
		for (size_t i = 1; i < corners.size(); i++)
			if (i % cols != 0)
				step = std::min(step, double(std::hypot(corners[i].x - corners[i - 1].x, corners[i].y - corners[i - 1].y)));
		int half = int(std::max(2.0, std::min(11.0, step / 2 - 1)));
		cv::cornerSubPix(gray, corners, cv::Size(half, half), cv::Size(-1, -1),
			cv::TermCriteria(cv::TermCriteria::COUNT | cv::TermCriteria::EPS, 40, 0.001));
		for (size_t i = 0; i < corners.size(); i++) {
			out[2 * i] = corners[i].x;
			out[2 * i + 1] = corners[i].y;
		}
		return 1;
	} catch (const std::exception &e) {
		set_err(err, errlen, e.what());
	} catch (...) {
		set_err(err, errlen, "unknown C++ exception");
	}
	return -1;
}

extern "C" int cl_calibrate(const float *object, int npts, const float *image, int nviews, int w, int h,
	double *k, double *dist, double *rvecs, double *tvecs, double *rms, char *err, int errlen) {
	try {
		std::vector<cv::Point3f> obj(npts);
		for (int i = 0; i < npts; i++)
			obj[i] = cv::Point3f(object[3 * i], object[3 * i + 1], object[3 * i + 2]);
		std::vector<std::vector<cv::Point3f>> objectPts(nviews, obj);
		std::vector<std::vector<cv::Point2f>> imagePts(nviews, std::vector<cv::Point2f>(npts));
		for (int v = 0; v < nviews; v++)
			for (int i = 0; i < npts; i++)
				imagePts[v][i] = cv::Point2f(image[2 * (v * npts + i)], image[2 * (v * npts + i) + 1]);
		cv::Mat K, D;
		std::vector<cv::Mat> R, T;
		// k3 held at 0: with a dozen photos it mostly fits the noise.
		*rms = cv::calibrateCamera(objectPts, imagePts, cv::Size(w, h), K, D, R, T, cv::CALIB_FIX_K3);
		K.convertTo(K, CV_64F);
		D.convertTo(D, CV_64F);
		if (K.rows != 3 || K.cols != 3 || D.total() < 5 || int(R.size()) != nviews || int(T.size()) != nviews) {
			set_err(err, errlen, "calibrateCamera gave no camera matrix");
			return -1;
		}
		for (int r = 0; r < 3; r++)
			for (int c = 0; c < 3; c++)
				k[3 * r + c] = K.at<double>(r, c);
		const double *d = D.ptr<double>();
		for (int i = 0; i < 5; i++)
			dist[i] = d[i];
		for (int v = 0; v < nviews; v++) {
			cv::Mat r, t;
			R[v].convertTo(r, CV_64F);
			T[v].convertTo(t, CV_64F);
			if (r.total() != 3 || t.total() != 3) {
				set_err(err, errlen, "calibrateCamera gave no pose for a view");
				return -1;
			}
			for (int i = 0; i < 3; i++) {
				rvecs[3 * v + i] = r.ptr<double>()[i];
				tvecs[3 * v + i] = t.ptr<double>()[i];
			}
		}
		return 0;
	} catch (const std::exception &e) {
		set_err(err, errlen, e.what());
	} catch (...) {
		set_err(err, errlen, "unknown C++ exception");
	}
	return -1;
}
