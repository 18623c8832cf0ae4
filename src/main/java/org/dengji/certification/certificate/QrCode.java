package org.dengji.certification.certificate;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.util.Map;

/**
 * The QR code of a certificate's verification address, as a grid of dark modules (with the quiet
 * zone of 4 modules the standard asks for), drawn as SVG on the printable page and as rectangles
 * in the PDF.
 */
public final class QrCode {

    private static final int QUIET_ZONE = 4;

    private final BitMatrix matrix;

    private QrCode(BitMatrix matrix) {
        this.matrix = matrix;
    }

    /** Medium error correction: a printed certificate may be folded or stamped on. */
    public static QrCode of(String text) {
        try {
            return new QrCode(new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0,
                    Map.of(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.MARGIN, QUIET_ZONE)));
        } catch (WriterException e) {
            throw new IllegalArgumentException("a verification address is far shorter than a QR code holds", e);
        }
    }

    /** Modules per side, quiet zone included. */
    public int size() {
        return matrix.getWidth();
    }

    public boolean isDark(int x, int y) {
        return matrix.get(x, y);
    }

    /** An SVG drawing, one unit per module, scaled by the page. */
    public String svg(String label) {
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < size(); y++) {
            for (int x = 0; x < size(); x++) {
                if (isDark(x, y)) {
                    path.append('M').append(x).append(' ').append(y).append("h1v1h-1z");
                }
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%s\""
                .formatted(size(), size(), escape(label)) + " shape-rendering=\"crispEdges\"><rect width=\"100%\""
                + " height=\"100%\" fill=\"#fff\"/><path fill=\"#000\" d=\"" + path + "\"/></svg>";
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
    }
}
